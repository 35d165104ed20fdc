"""Risk memos and grounded answers (DESIGN §6b): every number a verified claim, policies checked by z3."""

from __future__ import annotations

import threading

from fastapi import APIRouter, Request
from pydantic import BaseModel, Field

from auditgraph.api.deps import SettingsDep, StoreDep
from auditgraph.api.models import AAPL_2023
from auditgraph.api.openapi import problems
from auditgraph.memos.ask import Answer, ask
from auditgraph.memos.memo import Memo, MemoService
from auditgraph.memos.service import memo_service
from auditgraph.tools.models import TEXT_PATTERN

router = APIRouter(tags=["memos"])
_lock = threading.Lock()


class MemoIn(BaseModel):
    accession: str = Field(min_length=1, max_length=100, pattern=TEXT_PATTERN)
    model_config = {"json_schema_extra": {"examples": [{"accession": AAPL_2023}]}}


class AskIn(BaseModel):
    question: str = Field(min_length=1, max_length=2000, pattern=TEXT_PATTERN)
    accession: str | None = Field(default=None, max_length=100, pattern=TEXT_PATTERN)
    model_config = {
        "json_schema_extra": {"examples": [{"question": "What was Apple's operating cash flow margin in fiscal 2023?"}]}
    }


def _service(request: Request, store, settings) -> MemoService:
    """One service per app (parsed policies and DQC results per graph revision are reused)."""
    with _lock:
        svc = getattr(request.app.state, "memo_service", None)
        if svc is None or svc.store is not store:
            svc = memo_service(store, settings)
            request.app.state.memo_service = svc
        return svc


@router.post("/memos", response_model=Memo, responses=problems(404), summary="Risk memo of a filing")
def post_memo(body: MemoIn, request: Request, store: StoreDep, settings: SettingsDep) -> Memo:
    """Liquidity, leverage, profitability and cash conversion of a loaded filing (XBRL or SEC data set):
    every number is a claim with a formula over cited fact keys, the risk label follows documented
    thresholds, the filing's DQC findings are flags, the SMT-LIB policies are checked by z3 (`policy.passed`),
    and the verifier re-derives every number in `text`."""
    return _service(request, store, settings).memo(body.accession)


@router.post("/ask", response_model=Answer, responses=problems(400), summary="Answer a question from the graph")
def post_ask(body: AskIn, request: Request, store: StoreDep, settings: SettingsDep) -> Answer:
    """A grounded answer (`status: ok`) with value, unit, evidence keys and formula, or `status: not_found`
    with what is available — never a guess."""
    from auditgraph.memos.service import intent_parser

    return ask(
        store,
        body.question,
        accession=body.accession,
        checker=_service(request, store, settings).checker,
        parser=intent_parser(settings),
    )
