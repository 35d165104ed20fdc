"""Structured logging: key=value lines on stderr (JSON with AUDITGRAPH_LOG_JSON=1)."""

from __future__ import annotations

import json
import logging
import os
import sys


class _KeyValueFormatter(logging.Formatter):
    def __init__(self, as_json: bool) -> None:
        super().__init__()
        self.as_json = as_json

    def format(self, record: logging.LogRecord) -> str:
        fields = {"level": record.levelname.lower(), "logger": record.name, "msg": record.getMessage()}
        fields.update(getattr(record, "fields", {}) or {})
        if record.exc_info:
            fields["exc"] = self.formatException(record.exc_info)
        if self.as_json:
            return json.dumps(fields, default=str, sort_keys=True)
        return " ".join(
            f"{k}={json.dumps(v, default=str) if isinstance(v, str) and ' ' in v else v}" for k, v in fields.items()
        )


def configure_logging(level: str = "WARNING") -> None:
    root = logging.getLogger("auditgraph")
    if getattr(root, "_auditgraph_configured", False):
        root.setLevel(level.upper())
        return
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_KeyValueFormatter(os.environ.get("AUDITGRAPH_LOG_JSON") == "1"))
    root.addHandler(handler)
    root.setLevel(level.upper())
    root.propagate = False
    root._auditgraph_configured = True  # type: ignore[attr-defined]


def log(logger: logging.Logger, level: int, msg: str, **fields: object) -> None:
    logger.log(level, msg, extra={"fields": fields})
