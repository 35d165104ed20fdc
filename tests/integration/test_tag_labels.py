"""Standard labels from the SEC data sets' tag.txt fill concepts the partial US-GAAP package leaves unlabelled."""

from __future__ import annotations

import pytest

from auditgraph.ingest.fsds import load_tag_labels, tag_label_rows
from auditgraph.store import open_store
from tests.conftest import make_settings


def test_tag_rows_take_the_newest_standard_version_of_each_tag(shared_data):
    rows = {r["qname"]: r for r in tag_label_rows(shared_data / "fsds" / "2010q2.zip")}
    # tag.txt of 2010q2: PaymentsToAcquirePropertyPlantAndEquipment, us-gaap/2009, iord D, crdr C.
    capex = rows["us-gaap:PaymentsToAcquirePropertyPlantAndEquipment"]
    assert capex["label"] == "Payments to Acquire Property, Plant, and Equipment"
    assert capex["documentation"].startswith("The cash outflow associated with the acquisition of long-lived")
    assert (capex["balance"], capex["period_type"]) == ("credit", "duration")
    assert all(":" in q and not q.startswith("custom") for q in rows)


@pytest.fixture()
def small_store(tmp_path, registry):
    s = open_store(make_settings(tmp_path, graph_name="auditgraph_test_tag_labels"), registry)
    s.clear()
    s.schema()
    yield s
    s.clear()
    s.close()


def test_tag_labels_fill_gaps_only_and_record_their_source(shared_data, small_store):
    small_store.run(
        "ingest.merge_concepts",
        {
            "rows": [
                {
                    "qname": q,
                    "name": q.split(":")[1],
                    "namespace": None,
                    "declared": False,
                    "balance": None,
                    "period_type": None,
                    "data_type": None,
                    "abstract": False,
                    "substitution_group": None,
                    "source": "us-gaap-2024",
                }
                for q in ("us-gaap:PaymentsToAcquirePropertyPlantAndEquipment", "us-gaap:Assets")
            ]
        },
    )
    small_store.run(
        "ingest.merge_labels",
        {
            "rows": [
                {
                    "qname": "us-gaap:Assets",
                    "owned": False,
                    "label": "Assets (company)",
                    "terse_label": None,
                    "documentation": None,
                }
            ],
            "override": False,
            "source": "filing:X",
        },
    )
    load_tag_labels(small_store, shared_data / "fsds" / "2010q2.zip")
    got = {
        r["qname"]: r
        for r in small_store.run_read_only_text(
            "MATCH (c:Concept) RETURN c.qname AS qname, c.label AS label, c.label_source AS source, c.balance AS balance",
            {},
            10,
            10,
        )
    }
    assert got["us-gaap:PaymentsToAcquirePropertyPlantAndEquipment"] == {
        "qname": "us-gaap:PaymentsToAcquirePropertyPlantAndEquipment",
        "label": "Payments to Acquire Property, Plant, and Equipment",
        "source": "fsds:2010q2.zip",
        "balance": "credit",
    }
    assert (got["us-gaap:Assets"]["label"], got["us-gaap:Assets"]["source"]) == ("Assets (company)", "filing:X")
