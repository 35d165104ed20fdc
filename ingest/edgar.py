"""What users name → where EDGAR and FASB keep it: a ticker's CIK, a company's filings, a filing's XBRL
documents, the US-GAAP taxonomy package and the SEC's Financial Statement Data Sets.

Addresses follow EDGAR's public layout (``/files/company_tickers.json``, ``data.sec.gov/submissions/
CIK##########.json``, ``/Archives/edgar/data/<cik>/<accession without dashes>/index.json``); the base URLs
come from settings so the tests can point them at a local server.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from auditgraph.errors import FetchFailed, InputError, NotFound
from auditgraph.ingest.fetch import MB, Fetched, PoliteClient
from auditgraph.settings import Settings

ACCESSION = re.compile(r"^(\d{10})-?(\d{2})-?(\d{6})$")
ARCHIVE_URL = re.compile(r"/Archives/edgar/data/(\d+)/(\d{18})(?:/|$)")
QUARTER = re.compile(r"^(\d{4})q([1-4])$")
# Files of an EDGAR filing folder that are not part of the XBRL filing (the SEC's renderings and summaries).
NOT_XBRL = re.compile(
    r"^(FilingSummary\.xml|R\d+\.(xml|htm)|MetaLinks\.json|Financial_Report\.xlsx|.*\.(jpg|gif|png|pdf|txt|css|js|zip|json|xlsx))$",
    re.IGNORECASE,
)
LINKBASE = re.compile(r"_(cal|def|lab|pre|ref)\.xml$", re.IGNORECASE)
# A file name a server may give us for a filing folder: one plain name, never a path or '..'.
SAFE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,199}", re.ASCII)


def _shape(value: object, kind: type, what: str, url: str) -> object:
    """``value`` when it is of ``kind``; otherwise the server's answer has the wrong shape (FetchFailed, not a
    TypeError deep in the code that reads it)."""
    if not isinstance(value, kind):
        raise FetchFailed(f"{url}: {what} is {type(value).__name__}, not {kind.__name__}: not EDGAR's layout")
    return value


def _safe_name(name: object, url: str) -> str:
    if not isinstance(name, str) or not SAFE_NAME.fullmatch(name) or ".." in name:
        raise FetchFailed(f"{url}: the server named a file {str(name)[:60]!r}, which is not a plain file name; refused")
    return name


def client_for(settings: Settings) -> PoliteClient:
    return PoliteClient(
        settings.sec_user_agent,
        settings.fetch_cache_dir,
        max_rps=settings.fetch_max_rps,
        retries=settings.fetch_retries,
        backoff_s=settings.fetch_backoff_s,
        timeout_s=settings.fetch_timeout_s,
        max_file_bytes=settings.fetch_max_file_mb * MB,
        total_timeout_s=settings.fetch_total_timeout_s,
    )


def normalise_accession(text: str) -> str:
    m = ACCESSION.match(text.strip())
    if not m:
        raise InputError(f"'{text}' is not an SEC accession number; it looks like 0000320193-23-000106")
    return "-".join(m.groups())


@dataclass
class Company:
    cik: str
    name: str | None
    tickers: list[str]
    filings: list[dict]  # accession, form, report_date, filing_date, primary_document (newest first)


@dataclass
class FetchedFiling:
    accession: str
    cik: str
    company: str | None
    ticker: str | None
    form: str | None
    folder: Path
    documents: list[Fetched] = field(default_factory=list)
    requests: int = 0


def cik_for_ticker(client: PoliteClient, settings: Settings, ticker: str) -> str:
    url = f"{settings.sec_www_url}/files/company_tickers.json"
    table = client.get_json(url)
    wanted = ticker.strip().upper()
    rows = table.values() if isinstance(table, dict) else _shape(table, list, "the ticker table", url)
    for row in rows:
        row = _shape(row, dict, "a ticker row", url)
        if str(row.get("ticker", "")).upper() == wanted:
            cik = str(row.get("cik_str", "")).strip()
            if not re.fullmatch(r"[0-9]{1,10}", cik, re.ASCII) or int(cik) == 0:
                raise FetchFailed(f"{url}: ticker {wanted} has the CIK {cik[:20]!r}, which is not a CIK")
            return str(int(cik))
    raise NotFound(f"ticker {wanted} is not in EDGAR's ticker list; pass --cik instead")


def company(client: PoliteClient, settings: Settings, cik: str) -> Company:
    url = f"{settings.sec_data_url}/submissions/CIK{int(cik):010d}.json"
    doc = _shape(client.get_json(url), dict, "the submissions document", url)
    recent = _shape(
        _shape(doc.get("filings") or {}, dict, "filings", url).get("recent") or {}, dict, "filings.recent", url
    )
    columns = ("accessionNumber", "form", "reportDate", "filingDate", "primaryDocument")
    lists = [_shape(recent.get(c, []), list, f"filings.recent.{c}", url) for c in columns]
    filings = []
    for a, f, r, d, p in zip(*lists):
        if not all(isinstance(v, str) or v is None for v in (a, f, r, d, p)):
            raise FetchFailed(f"{url}: a filing row holds values that are not text: not EDGAR's layout")
        if not isinstance(a, str) or not ACCESSION.match(a):
            raise FetchFailed(
                f"{url}: the server gave the accession {str(a)[:40]!r}, which is not an accession number; refused"
            )
        filings.append(
            {
                "accession": "-".join(ACCESSION.match(a).groups()),
                "form": f or "",
                "report_date": r or "",
                "filing_date": d or "",
                "primary_document": p or "",
            }
        )
    filings.sort(key=lambda x: (x["filing_date"], x["accession"]), reverse=True)
    name = doc.get("name")
    tickers = [t for t in _shape(doc.get("tickers") or [], list, "tickers", url) if isinstance(t, str)]
    return Company(cik=str(int(cik)), name=name if isinstance(name, str) else None, tickers=tickers, filings=filings)


def choose_filing(co: Company, form: str, year: int | None) -> dict:
    """The newest filing of ``form`` whose reporting period ends in ``year`` (the year the filing is
    about: Apple's 10-K 2023 covers the year ended 2023-09-30 and was filed in November 2023)."""
    matches = [
        f
        for f in co.filings
        if f["form"].upper() == form.upper()
        and (year is None or (f["report_date"] or f["filing_date"])[:4] == str(year))
    ]
    if not matches:
        seen = sorted({(f["form"], (f["report_date"] or f["filing_date"])[:4]) for f in co.filings})
        listing = ", ".join(f"{fm} {yr}" for fm, yr in seen[-12:]) or "none"
        raise NotFound(
            f"{co.name or co.cik} has no {form}{f' for {year}' if year else ''} among its recent filings "
            f"(recent: {listing})"
        )
    return matches[0]


def xbrl_documents(names: list[str], primary: str | None) -> list[str]:
    """The filing's XBRL documents among the files of its EDGAR folder: the extension schema, linkbases and
    instance (``*_htm.xml`` for inline filings, the SEC's extracted instance), else the inline primary document."""
    xml = [n for n in names if not NOT_XBRL.match(n) and n.lower().endswith((".xsd", ".xml"))]
    has_instance = any(not n.lower().endswith(".xsd") and not LINKBASE.search(n) for n in xml)
    if not has_instance:
        if primary and primary in names:
            xml.append(primary)
        else:
            raise NotFound("the filing folder has no XBRL instance (no .xml instance and no inline primary document)")
    return sorted(set(xml))


def filing_from_url(url: str) -> tuple[str, str]:
    """(cik, accession) from an EDGAR archive address such as
    https://www.sec.gov/Archives/edgar/data/320193/000032019323000106/aapl-20230930.htm"""
    m = ARCHIVE_URL.search(url)
    if not m:
        raise InputError(f"{url} is not an EDGAR filing address (…/Archives/edgar/data/<cik>/<accession>/…)")
    digits = m.group(2)
    return str(int(m.group(1))), f"{digits[:10]}-{digits[10:12]}-{digits[12:]}"


def fetch_filing(
    client: PoliteClient,
    settings: Settings,
    *,
    ticker: str | None = None,
    cik: str | None = None,
    accession: str | None = None,
    form: str = "10-K",
    year: int | None = None,
) -> FetchedFiling:
    """Download one filing's XBRL documents into the cache (resumable: finished files are revalidated,
    a broken download continues where it stopped)."""
    if accession is not None:
        accession = normalise_accession(accession)
    if cik is None and ticker is not None:
        cik = cik_for_ticker(client, settings, ticker)
    if cik is None and accession is not None:
        cik = str(int(accession[:10]))  # the filer-agent prefix: the company itself when it files its own
    if cik is None:
        raise InputError("name the filing: --ticker, --cik or --accession")
    co = company(client, settings, cik)
    chosen = (
        next((f for f in co.filings if f["accession"] == accession), None)
        if accession
        else choose_filing(co, form, year)
    )
    accession = accession or chosen["accession"]
    folder_url = f"{settings.sec_www_url}/Archives/edgar/data/{int(cik)}/{accession.replace('-', '')}"
    index_url = f"{folder_url}/index.json"
    try:
        index = client.get_json(index_url)
    except NotFound as exc:
        raise NotFound(
            f"filing {accession} is not in CIK {cik}'s EDGAR folder; an accession filed by an agent "
            "belongs to the company it was filed for: pass --cik or --ticker too"
        ) from exc
    directory = _shape(
        _shape(index, dict, "the folder index", index_url).get("directory") or {}, dict, "directory", index_url
    )
    items = _shape(directory.get("item", []), list, "directory.item", index_url)
    names = sorted(
        _safe_name(_shape(item, dict, "a directory item", index_url).get("name"), index_url) for item in items
    )
    primary = chosen["primary_document"] if chosen else None
    if primary:
        primary = _safe_name(primary, index_url)
    # The filing's documents together stay under fetch_max_filing_mb (each also under fetch_max_file_mb).
    budget = settings.fetch_max_filing_mb * MB
    docs = []
    for name in xbrl_documents(names, primary):
        if budget <= 0:
            raise FetchFailed(
                f"filing {accession}: its documents pass the {settings.fetch_max_filing_mb} MB limit "
                "for one filing (fetch_max_filing_mb); stopped"
            )
        doc = client.fetch(f"{folder_url}/{name}", max_bytes=budget)
        budget -= doc.size
        docs.append(doc)
    return FetchedFiling(
        accession=accession,
        cik=co.cik,
        company=co.name,
        ticker=co.tickers[0] if co.tickers else None,
        form=chosen["form"] if chosen else None,
        folder=docs[0].path.parent,
        documents=docs,
        requests=client.requests,
    )


def taxonomy_url(settings: Settings, name: str, year: int) -> str:
    if name != "us-gaap":
        raise InputError(f"taxonomy '{name}': only us-gaap packages are fetched (from FASB)")
    if not 2009 <= year <= 2100:
        raise InputError(f"taxonomy year {year}: US-GAAP packages exist from 2009 on")
    return f"{settings.fasb_url}/us-gaap/{year}/us-gaap-{year}.zip"


def fsds_url(settings: Settings, quarter: str) -> str:
    if not QUARTER.match(quarter.lower()):
        raise InputError(f"'{quarter}' is not a data-set quarter; it looks like 2024q1")
    return f"{settings.sec_www_url}/files/dera/data/financial-statement-data-sets/{quarter.lower()}.zip"


def record_checksum(fetched: Fetched) -> Path:
    """Write ``<file>.sha256`` in sha256sum format beside the download and return its path."""
    out = fetched.path.with_name(fetched.path.name + ".sha256")
    out.write_text(f"{fetched.sha256}  {fetched.path.name}\n")
    return out
