"""Loading SEC data-set filings into a test store, and the values num.txt itself reports (the expected values of the
`ask` tests over data sets)."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from auditgraph.ingest.fsds import load_dataset, load_tag_labels, read_dataset


def load_fsds(store, zip_path: Path, filings: tuple[str, ...] | list[str]) -> pd.DataFrame:
    """Load each filing of the quarter's data set, then its tag labels; the quarter's num.txt rows."""
    for adsh in filings:
        load_dataset(store, read_dataset(zip_path, adsh))
    load_tag_labels(store, zip_path)
    return read_dataset(zip_path).num


def load_quarters(store, shared_data: Path, quarters: dict[str, tuple[str, ...]]) -> pd.DataFrame:
    """Load each quarter's filings (:func:`load_fsds`); the num.txt rows of those filings."""
    nums = []
    for quarter, filings in quarters.items():
        num = load_fsds(store, shared_data / "fsds" / f"{quarter}.zip", filings)
        nums.append(num[num.adsh.isin(filings)])
    return pd.concat(nums)


def assert_value(answer, expected: float, tolerance: float = 1e-9) -> None:
    """The answer is ``ok`` and its value the expected one, within the relative tolerance."""
    assert answer.status == "ok", answer.answer
    assert abs(answer.value - expected) <= tolerance * max(1.0, abs(expected)), answer.answer


def reported_fact(
    num: pd.DataFrame, adsh: str, tag: str, ddate: str, qtrs: int, segments: str = "", uom: str | None = None
) -> tuple[float, str]:
    """The one value (and its unit) num.txt reports for the filing, tag, date, quarters and segments, no co-registrant
    (``uom``: in that unit, where a foreign filer also gives a convenience translation in dollars)."""
    rows = num[
        (num.adsh == adsh)
        & (num.tag == tag)
        & (num.ddate == ddate)
        & (num.qtrs == qtrs)
        & (num.segments == segments)
        & (num.coreg == "")
        & ((num.uom == uom) if uom else True)
    ]
    assert len(set(rows.value)) == 1, rows
    return float(rows.value.iloc[0]), str(rows.uom.iloc[0])


def reported_value(
    num: pd.DataFrame, adsh: str, tag: str, ddate: str, qtrs: int, segments: str = "", uom: str | None = None
) -> float:
    return reported_fact(num, adsh, tag, ddate, qtrs, segments, uom)[0]
