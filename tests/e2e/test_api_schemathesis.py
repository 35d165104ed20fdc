"""Property-based conformance of the live API with its own OpenAPI document (schemathesis).

For every operation, schemathesis generates requests from the schema (with the API key) and checks that
no response is a 5xx and that status codes, content types, headers and bodies conform to what
/openapi.json documents. The number of examples per operation is bounded so the run stays short.
"""

from __future__ import annotations

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from live_server import serve_in_thread

from auditgraph.api.app import create_app

API_KEY = "test-key-fuzz-3d81"
EXAMPLES_PER_OPERATION = 25


@pytest.fixture(scope="module")
def base_url(store, loaded, session_settings):
    app_settings = session_settings.model_copy(update={"api_keys": [API_KEY], "cypher_timeout_s": 2.0})
    with serve_in_thread(create_app(app_settings, store=store)) as url:
        yield url


def test_every_operation_conforms_to_the_openapi_schema_and_never_answers_5xx(base_url):
    schema = schemathesis.openapi.from_url(f"{base_url}/openapi.json")
    headers = {"X-API-Key": API_KEY}
    failures: dict[str, str] = {}
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) == 20  # + POST /memos, POST /ask, GET /filings/{accession}/statement/{kind}, GET /search,
    # GET /filings/{accession}/statement, GET /plot

    for operation in operations:
        # Any string is a schema-valid Cypher query, and most are not Cypher: a 400 there is the right answer.
        excluded = [schemathesis.checks.positive_data_acceptance] if operation.path == "/cypher" else []

        @given(case=operation.as_strategy())
        @settings(
            max_examples=EXAMPLES_PER_OPERATION,
            deadline=None,
            derandomize=True,
            database=None,
            phases=[Phase.explicit, Phase.generate],
            suppress_health_check=list(HealthCheck),
        )
        def conforms(case):
            case.call_and_validate(headers=headers, timeout=30, excluded_checks=excluded)

        try:
            conforms()
        except Exception as exc:  # noqa: BLE001 - collect every operation's failure, then report them together
            failures[operation.label] = f"{type(exc).__name__}: {exc}"[:2000]
    assert not failures, "\n\n".join(f"{label}:\n{msg}" for label, msg in sorted(failures.items()))
