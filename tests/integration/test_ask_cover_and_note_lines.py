"""`ask` reading lines analysts name by their everyday words: the public float on the cover page, the current part of
the tax provision, a pre-tax loss, the number of operating segments (a count in the filer's own unit), securities left
out of diluted EPS as antidilutive (not EPS), a note's depreciation rate by class of property (not depreciation
expense), and the effect of exchange rates on cash. Expected values are read from the instance XML."""

from __future__ import annotations

from auditgraph.memos.ask import ask
from tests.fsds_support import assert_value as _ok
from tests.statement_reader import shared_filing as _files


def test_the_public_float_the_current_tax_provision_and_the_fx_effect_on_cash(store, loaded):
    files, msft = _files("msft-10k-2015"), loaded["msft-10k-2015"]
    float_ = files.value("dei:EntityPublicFloat", "20141231")
    assert float_ is not None
    question = "Microsoft's aggregate market value of common stock held by non-affiliates at December 31, 2014"
    _ok(ask(store, question, accession=msft), float_)
    current = files.value("us-gaap:CurrentIncomeTaxExpenseBenefit", "20130701-20140630")
    total = files.value("us-gaap:IncomeTaxExpenseBenefit", "20130701-20140630")
    assert current is not None and total is not None and current != total
    _ok(ask(store, "MSFT current tax provision for fiscal 2014", accession=msft), current)
    fx = files.value("us-gaap:EffectOfExchangeRateOnCashAndCashEquivalents", "20140701-20150630")
    assert fx is not None and fx < 0
    _ok(ask(store, "MSFT FX hit to cash in fiscal 2015", accession=msft), fx)


def test_a_count_of_segments_and_securities_excluded_from_diluted_eps(store, loaded):
    segments = _files("nflx-10k-2023").value("us-gaap:NumberOfOperatingSegments", "20230101-20231231")
    assert segments is not None
    _ok(
        ask(store, "How many operating segments did Netflix have in 2023?", accession=loaded["nflx-10k-2023"]), segments
    )
    axis = "us-gaap:AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareByAntidilutiveSecuritiesAxis"
    rsus = _files("aapl-10k-2023").value(
        "us-gaap:AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount",
        "20220925-20230930",
        ((axis, "us-gaap:RestrictedStockUnitsRSUMember"),),
    )
    assert rsus is not None
    question = "How many RSUs did Apple leave out of its fiscal 2023 diluted EPS because they were anti-dilutive?"
    _ok(ask(store, question, accession=loaded["aapl-10k-2023"]), rsus)


def test_a_notes_depreciation_rate_by_class_and_a_pretax_loss(store, loaded):
    rate = _files("unp-10k-2012").value(
        "unp:DepreciationRate",
        "20121231",
        (("us-gaap:PropertyPlantAndEquipmentByTypeAxis", "unp:EquipmentLocomotivesMember"),),
    )
    assert rate is not None
    question = "What depreciation rate did Union Pacific apply to locomotives in 2012?"
    _ok(ask(store, question, accession=loaded["unp-10k-2012"]), rate)
    pretax = _files("aeon-10q-2023").value(
        "us-gaap:IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
        "20220101-20220930",
    )
    assert pretax is not None and pretax < 0
    _ok(
        ask(
            store, "AEON's pre-tax loss for the nine months ended September 30, 2022", accession=loaded["aeon-10q-2023"]
        ),
        pretax,
    )


def test_a_cash_flow_adjustment_an_expense_lines_member_and_a_plans_shares(store, loaded):
    nflx = loaded["nflx-10k-2023"]
    files = _files("nflx-10k-2023")
    deferred = files.value("nflx:DeferredIncomeTaxExpenseBenefitIncludingReclassifications", "20220101-20221231")
    assert deferred is not None
    question = "Netflix's deferred income taxes adjustment in its 2022 statement of cash flows"
    _ok(ask(store, question, accession=nflx), deferred)
    available = files.value(
        "us-gaap:ShareBasedCompensationArrangementByShareBasedPaymentAwardNumberOfSharesAvailableForGrant", "20221231"
    )
    assert available is not None
    question = "Shares available for future grant under Netflix's stock plan at December 31, 2022"
    _ok(ask(store, question, accession=nflx), available)
    # an expense line as the member of a breakdown ("Research and development expenses"), named by its head
    rnd = _files("aeon-10q-2023").value(
        "us-gaap:AllocatedShareBasedCompensationExpense",
        "20230101-20230721",
        (("us-gaap:IncomeStatementLocationAxis", "us-gaap:ResearchAndDevelopmentExpenseMember"),),
    )
    assert rnd is not None
    question = "AEON's stock-based compensation recorded in research and development, January 1 - July 21, 2023"
    _ok(ask(store, question, accession=loaded["aeon-10q-2023"]), rnd)
