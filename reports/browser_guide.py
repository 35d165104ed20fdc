"""The Neo4j Browser guide for analysts: an HTML page of ``<slide>`` sections that ``:play URL`` shows in
Neo4j Browser, one slide per analyst question, each with runnable query blocks.

The query blocks are the saved queries of ``cypher/browser/`` (read through the query registry, so the
guide shows exactly what the tests lint with Neo4j's parser and run on the embedded graph), each preceded
by a ``:params`` block holding the example values below. Neo4j Browser turns the first comment line of a
query into the name of a favorite, so every block starts with the question it answers.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from importlib import resources

from auditgraph.cypher.registry import Query, QueryRegistry

GRASS_NAME = "auditgraph.grass"  # packaged in auditgraph.reports.browser
APPLE_10K_2023 = "0000320193-23-000106"


@dataclass(frozen=True)
class Question:
    query: str  # saved query name (cypher/browser/<name>.cypher)
    title: str  # the analyst question; also the favorite's name in Neo4j Browser
    lead: str  # one line under the title
    text: str  # what the rows mean and how to read them (HTML, trusted: written here)
    example: dict  # parameter values of the worked example (Apple's and Microsoft's shared filings)


QUESTIONS: tuple[Question, ...] = (
    Question(
        query="browser.company_findings",
        title="Findings of a company, with their evidence",
        lead="Every rule finding of one company's filings, and the facts that prove it.",
        text=(
            "<p>After <code>auditgraph check ACCESSION</code> (or <code>check --all</code>) the findings are nodes: "
            "<code>(:Filing)-[:HAS_FINDING]-&gt;(:Finding)-[:VIOLATES]-&gt;(:Rule)</code>, with "
            "<code>-[:ABOUT]-&gt;</code> the reported fact, <code>-[:EVIDENCE]-&gt;</code> each addend or member and "
            "<code>-[:MISSING_ADDEND]-&gt;</code> calculation children with no fact.</p>"
            "<p>Run the <code>:params</code> block, then the query. The table lists reported, expected and difference; "
            "the <em>Graph</em> view draws the evidence paths. Microsoft's 10-K 2015 reports "
            "<code>DeferredTaxAssetsLiabilitiesNetNoncurrent</code> at −2,728m (2014-06-30) and −2,835m "
            "(2015-06-30): two DQC.US.0015 errors.</p>"
        ),
        example={"cik": "789019"},
    ),
    Question(
        query="browser.calculation_tree",
        title="A statement's calculation tree, with values",
        lead="What adds up to a total in the filing's own calculation linkbase, and the reported values.",
        text=(
            "<p>Each row is one <code>SUMMATION_ITEM</code> relationship under the concept (depth-first, in the "
            "linkbase's order): parent, child, weight and both values for the period — <code>20230930</code> for an "
            "instant, <code>20220925-20230930</code> for a fiscal year. A child without a value has no fact in that "
            "period. Apple's total assets at 2023-09-30 are 352,583m = 143,566m current + 209,017m non-current.</p>"
        ),
        example={"accession": APPLE_10K_2023, "concept": "us-gaap:Assets", "period": "20230930"},
    ),
    Question(
        query="browser.dimension_breakdown",
        title="A dimension breakdown against its total",
        lead="A line item's members on one axis, beside the non-dimensional total they explain.",
        text=(
            "<p>Each member's fact, its share of the total, the members' sum and its difference from the total. "
            "Apple's FY2023 net sales by reportable segment (Americas 162,560m, Europe 94,294m, Greater China "
            "72,559m, Japan 24,257m, Rest of Asia Pacific 29,615m) sum to the 383,285m total. On an axis whose members "
            "nest (Apple's <code>srt:ProductOrServiceAxis</code> lists Products beside iPhone, Mac, …) the sum counts "
            "the nested members twice: read the rows, not only the sum.</p>"
        ),
        example={
            "accession": APPLE_10K_2023,
            "concept": "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
            "axis": "us-gaap:StatementBusinessSegmentsAxis",
            "period": "20220925-20230930",
        },
    ),
    Question(
        query="browser.concept_across_filings",
        title="The same concept across companies and years",
        lead="Every reported value of one concept in every loaded filing, with its period.",
        text=(
            "<p>One row per fact: company, filing (form, fiscal year and period), period and value. A comparative "
            "period appears once per filing that reports it, so a restatement shows as two values for one period. "
            "<code>auditgraph plot us-gaap:Assets</code> draws the same rows as lines.</p>"
        ),
        example={"concept": "us-gaap:Assets"},
    ),
)


def _cypher_literal(value: object) -> str:
    """A parameter value as Neo4j Browser's ``:params`` reads it (strings single-quoted)."""
    if isinstance(value, str):
        return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"
    return json.dumps(value)


def params_command(example: dict) -> str:
    return ":params {" + ", ".join(f"{k}: {_cypher_literal(v)}" for k, v in example.items()) + "}"


def favorite_text(question: Question, query: Query) -> str:
    """The query as Neo4j Browser shows and saves it: the question as its first comment line (the favorite's
    name), the saved file it comes from, then the query."""
    return f"// {question.title}\n// auditgraph saved query {query.name} (cypher/browser/{query.name.split('.', 1)[1]}.cypher)\n{query.text}"


def _runnable(code: str, mode: str = "cypher") -> str:
    return f'<figure><pre mode="{mode}" class="pre-scrollable code runnable">{html.escape(code, quote=False)}</pre></figure>'


def _slide(title: str, lead: str, body: str) -> str:
    return (
        f'<slide class="row-fluid"><div class="col-sm-3"><h3>{html.escape(title)}</h3>'
        f'<p class="lead">{html.escape(lead)}</p></div><div class="col-sm-9">{body}</div></slide>'
    )


def build_guide(registry: QueryRegistry, base_url: str) -> str:
    """The guide page. ``base_url`` is where this API answers (it ends with '/'): the style link uses it."""
    style_url = f"{base_url}browser/{GRASS_NAME}"
    filings = registry.get("api.filings")
    slides = [
        _slide(
            "auditgraph for analysts",
            "US-GAAP filings as a graph: find a finding, see why the numbers disagree.",
            "<p>Facts hang off their filing and point to their concept: "
            "<code>(:Company)-[:FILED]-&gt;(:Filing)-[:REPORTS]-&gt;(:Fact)-[:INSTANCE_OF]-&gt;(:Concept)</code>; "
            "calculation relationships are <code>(:Concept)-[:SUMMATION_ITEM {weight, role, source}]-&gt;(:Concept)</code> "
            "with <code>source</code> = the filing's accession for the company's own linkbase.</p>"
            "<p>First give the graph auditgraph's colours and captions (a fact shows its value and period, a concept its "
            "label, a finding its severity and rule):</p>"
            + _runnable(f":style {style_url}", mode="text")
            + "<p>Then see which filings are loaded (accessions and CIKs to use as parameters):</p>"
            + _runnable(f"// Loaded filings\n{filings.text}")
            + "<p>Each next slide answers one question: run its <code>:params</code> block, then its query. The star "
            "beside a query in the editor saves it as a favorite under the question's name.</p>",
        )
    ]
    for q in QUESTIONS:
        query = registry.get(q.query)
        slides.append(
            _slide(
                q.title,
                q.lead,
                q.text + _runnable(params_command(q.example), mode="text") + _runnable(favorite_text(q, query)),
            )
        )
    slides.append(
        _slide(
            "Next",
            "The same answers outside Neo4j Browser.",
            "<ul><li><code>auditgraph statement ACCESSION balance|income|cashflow</code>: the face statement, each value "
            "keyed to its fact;</li><li><code>auditgraph plot CONCEPT</code>: a concept across loaded filings as a line "
            "chart (SVG or PNG);</li><li><code>auditgraph serve</code>, then the evidence view at <code>/</code>: a finding's "
            "evidence path and the statement that holds its fact.</li></ul>"
            "<p>The saved queries are files in <code>cypher/browser/</code>; the README's \"Neo4j Browser guide and saved "
            "queries\" section lists them.</p>",
        )
    )
    return (
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>auditgraph: analyst guide</title>"
        f"<style>{_STANDALONE_CSS}</style></head><body>\n<article class=\"guide\">\n"
        "<carousel class=\"deck container-fluid\">\n"
        + "\n".join(slides)
        + "\n</carousel>\n</article>\n</body></html>\n"
    )


# Only for reading the page in an ordinary web browser: Neo4j Browser takes the <slide> elements and styles them.
_STANDALONE_CSS = (
    "body{font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif;color:#1f2933;"
    "background:#f3f5f8;margin:0;padding:24px}"
    "carousel{display:block;max-width:1100px;margin:0 auto}"
    "slide{display:flex;gap:24px;background:#fff;border:1px solid #d5dbe3;border-radius:10px;padding:18px 22px;"
    "margin:0 0 16px}"
    ".col-sm-3{flex:0 0 230px}.col-sm-9{flex:1;min-width:0}"
    "h3{margin:0 0 8px;font-size:18px}.lead{color:#5f6b7a;margin:0}"
    "figure{margin:10px 0}"
    "pre{background:#f7f9fb;border:1px solid #d5dbe3;border-radius:6px;padding:10px 12px;overflow:auto;"
    "font:12.5px/1.45 ui-monospace,'DejaVu Sans Mono',monospace;white-space:pre}"
    "pre.runnable{border-left:4px solid #1d4ed8}"
    "code{font:13px ui-monospace,'DejaVu Sans Mono',monospace;background:#eef1f5;padding:0 3px;border-radius:3px}"
)


def grass_text() -> str:
    """The GraSS style sheet (colours and captions per label) that ``:style`` loads into Neo4j Browser."""
    return (resources.files("auditgraph.reports") / "browser" / GRASS_NAME).read_text(encoding="utf-8")
