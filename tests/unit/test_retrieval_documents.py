"""What a concept is searched by: search text, tokens and query expansion (pure, no graph, no model)."""

from __future__ import annotations

from auditgraph.agents.resolve import needs_search
from auditgraph.retrieval.documents import concept_text, embedding_text, expand_query, split_name, text_hash, tokens


def test_qnames_split_into_words_at_case_changes_and_acronyms():
    assert (
        split_name("PaymentsToAcquirePropertyPlantAndEquipment") == "payments to acquire property plant and equipment"
    )
    assert split_name("IncomeLossFromContinuingOperationsPerDilutedShare").endswith("per diluted share")
    assert split_name("OperatingLeaseROUAsset") == "operating lease rou asset"


def test_tokens_drop_function_words_and_fold_plurals():
    assert tokens("Revenues from Liabilities and the Sales") == ["revenue", "liability", "sale"]


def test_analyst_abbreviations_are_spelled_out_beside_the_original():
    assert expand_query("capex", glossary=False) == "capex"
    assert expand_query("capex") == "capex capital expenditures payments to acquire property plant and equipment"
    assert expand_query("diluted EPS") == "diluted EPS earnings per share"
    assert expand_query("SG&A expense") == "SG&A selling general and administrative expense expense"
    assert expand_query("recapex") == "recapex"  # whole words only


def test_concept_text_holds_name_labels_documentation_facets_and_presentation_context():
    row = {
        "qname": "us-gaap:PaymentsToAcquirePropertyPlantAndEquipment",
        "name": "PaymentsToAcquirePropertyPlantAndEquipment",
        "label": "Payments to Acquire Property, Plant, and Equipment",
        "company_labels": ["Payments for acquisition of property, plant and equipment"],
        "documentation": "The cash outflow associated with the acquisition of long-lived, physical assets.",
        "balance": "credit",
        "period_type": "duration",
    }
    text = concept_text(row, ["CF"], ["NetCashProvidedByUsedInInvestingActivitiesAbstract"])
    for part in (
        "payments to acquire property plant and equipment",
        "Payments for acquisition of property",
        "cash outflow",
        "credit duration",
        "cash flow statement",
        "under net cash provided by used in investing",
    ):
        assert part in text, part
    dense = embedding_text(row)
    assert "cash outflow" not in dense and "statement" not in dense and "Payments for acquisition" in dense


def test_the_text_hash_changes_with_the_text_and_with_the_model():
    assert text_hash("a", "m1") == text_hash("a", "m1")
    assert len({text_hash("a", "m1"), text_hash("b", "m1"), text_hash("a", "m2")}) == 3


def test_agents_search_only_for_concepts_given_in_words():
    assert not needs_search("us-gaap:Assets") and not needs_search("Assets")
    assert needs_search("total revenue") and needs_search("capex?")
