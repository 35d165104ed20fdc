#!/usr/bin/env python3
"""Independent gold reader for the held-out free-form question sets (evals/data/ask_heldout*.jsonl; extended in round 3:
FSDS rows with a `segments` value can now be asked for through `members`, e.g.
{"BusinessSegments": "SegmentFinanceGroup"} matches segments == "BusinessSegments=SegmentFinanceGroup;").

Reads XBRL instance documents directly with lxml (contexts, units, facts) and
SEC Financial Statement Data Sets (num.txt) with pandas, and recomputes the
gold value of every answerable question in questions.jsonl from its `gold`
spec (concepts, period, members, formula, inputs).

Usage:
    python gold_reader.py --check            # verify stored gold values and every refusal's probe
    python gold_reader.py --fill             # (re)compute and write gold values
    python gold_reader.py --dump FILING [--grep WORD]   # list facts (exploration)

Written without reading the tool under test (ask-freeform3 extension likewise).
"""
import argparse
import csv
import datetime as dt
import io
import json
import math
import os
import re
import sys
import zipfile
from collections import defaultdict

from lxml import etree

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
# The shared data folder (as the test suite finds it): AUDITGRAPH_SHARED_DATA, else ../shared/data beside the repo.
DATA = os.environ.get("AUDITGRAPH_SHARED_DATA", os.path.join(os.path.dirname(REPO), "shared", "data"))
QUESTIONS = os.path.join(REPO, "evals", "data", "ask_heldout.jsonl")
QUESTIONS_2 = os.path.join(REPO, "evals", "data", "ask_heldout2.jsonl")
QUESTIONS_3 = os.path.join(REPO, "evals", "data", "ask_heldout3.jsonl")
QUESTIONS_4 = os.path.join(REPO, "evals", "data", "ask_heldout4.jsonl")
QUESTIONS_5 = os.path.join(REPO, "evals", "data", "ask_heldout5.jsonl")
QUESTIONS_6 = os.path.join(REPO, "evals", "data", "ask_heldout6.jsonl")
QUESTIONS_7 = os.path.join(REPO, "evals", "data", "ask_heldout7.jsonl")
QUESTIONS_8 = os.path.join(REPO, "evals", "data", "ask_heldout8.jsonl")
QUESTIONS_9 = os.path.join(REPO, "evals", "data", "ask_heldout9.jsonl")
QUESTIONS_10 = os.path.join(REPO, "evals", "data", "ask_heldout10.jsonl")
QUESTIONS_11 = os.path.join(REPO, "evals", "data", "ask_heldout11.jsonl")
QUESTIONS_12 = os.path.join(REPO, "evals", "data", "ask_heldout12.jsonl")
QUESTIONS_13 = os.path.join(REPO, "evals", "data", "ask_heldout13.jsonl")
QUESTIONS_14 = os.path.join(REPO, "evals", "data", "ask_heldout14.jsonl")
QUESTIONS_15 = os.path.join(REPO, "evals", "data", "ask_heldout15.jsonl")
QUESTIONS_16 = os.path.join(REPO, "evals", "data", "ask_heldout16.jsonl")
QUESTIONS_17 = os.path.join(REPO, "evals", "data", "ask_heldout17.jsonl")
QUESTIONS_18 = os.path.join(REPO, "evals", "data", "ask_heldout18.jsonl")
QUESTIONS_19 = os.path.join(REPO, "evals", "data", "ask_heldout19.jsonl")
QUESTIONS_20 = os.path.join(REPO, "evals", "data", "ask_heldout20.jsonl")
QUESTIONS_21 = os.path.join(REPO, "evals", "data", "ask_heldout21.jsonl")
QUESTIONS_22 = os.path.join(REPO, "evals", "data", "ask_heldout22.jsonl")
QUESTIONS_23 = os.path.join(REPO, "evals", "data", "ask_heldout23.jsonl")
QUESTIONS_24 = os.path.join(REPO, "evals", "data", "ask_heldout24.jsonl")
QUESTIONS_25 = os.path.join(REPO, "evals", "data", "ask_heldout25.jsonl")
QUESTIONS_26 = os.path.join(REPO, "evals", "data", "ask_heldout26.jsonl")
QUESTIONS_27 = os.path.join(REPO, "evals", "data", "ask_heldout27.jsonl")
QUESTIONS_28 = os.path.join(REPO, "evals", "data", "ask_heldout28.jsonl")
QUESTIONS_29 = os.path.join(REPO, "evals", "data", "ask_heldout29.jsonl")
QUESTIONS_30 = os.path.join(REPO, "evals", "data", "ask_heldout30.jsonl")
QUESTIONS_31 = os.path.join(REPO, "evals", "data", "ask_heldout31.jsonl")
QUESTIONS_32 = os.path.join(REPO, "evals", "data", "ask_heldout32.jsonl")
QUESTIONS_33 = os.path.join(REPO, "evals", "data", "ask_heldout33.jsonl")
QUESTIONS_34 = os.path.join(REPO, "evals", "data", "ask_heldout34.jsonl")
QUESTIONS_35 = os.path.join(REPO, "evals", "data", "ask_heldout35.jsonl")
QUESTIONS_36 = os.path.join(REPO, "evals", "data", "ask_heldout36.jsonl")
QUESTIONS_37 = os.path.join(REPO, "evals", "data", "ask_heldout37.jsonl")
QUESTIONS_38 = os.path.join(REPO, "evals", "data", "ask_heldout38.jsonl")
QUESTIONS_39 = os.path.join(REPO, "evals", "data", "ask_heldout39.jsonl")
QUESTIONS_40 = os.path.join(REPO, "evals", "data", "ask_heldout40.jsonl")
QUESTIONS_41 = os.path.join(REPO, "evals", "data", "ask_heldout41.jsonl")
QUESTIONS_42 = os.path.join(REPO, "evals", "data", "ask_heldout42.jsonl")
QUESTIONS_43 = os.path.join(REPO, "evals", "data", "ask_heldout43.jsonl")
QUESTIONS_44 = os.path.join(REPO, "evals", "data", "ask_heldout44.jsonl")
QUESTIONS_45 = os.path.join(REPO, "evals", "data", "ask_heldout45.jsonl")
QUESTIONS_46 = os.path.join(REPO, "evals", "data", "ask_heldout46.jsonl")
QUESTIONS_47 = os.path.join(REPO, "evals", "data", "ask_heldout47.jsonl")
QUESTIONS_48 = os.path.join(REPO, "evals", "data", "ask_heldout48.jsonl")
QUESTIONS_49 = os.path.join(REPO, "evals", "data", "ask_heldout49.jsonl")
QUESTIONS_50 = os.path.join(REPO, "evals", "data", "ask_heldout50.jsonl")
QUESTIONS_51 = os.path.join(REPO, "evals", "data", "ask_heldout51.jsonl")
QUESTIONS_52 = os.path.join(REPO, "evals", "data", "ask_heldout52.jsonl")
QUESTIONS_53 = os.path.join(REPO, "evals", "data", "ask_heldout53.jsonl")
QUESTIONS_54 = os.path.join(REPO, "evals", "data", "ask_heldout54.jsonl")
QUESTIONS_55 = os.path.join(REPO, "evals", "data", "ask_heldout55.jsonl")
QUESTIONS_56 = os.path.join(REPO, "evals", "data", "ask_heldout56.jsonl")
QUESTIONS_57 = os.path.join(REPO, "evals", "data", "ask_heldout57.jsonl")
QUESTIONS_58 = os.path.join(REPO, "evals", "data", "ask_heldout58.jsonl")
QUESTIONS_59 = os.path.join(REPO, "evals", "data", "ask_heldout59.jsonl")
QUESTIONS_60 = os.path.join(REPO, "evals", "data", "ask_heldout60.jsonl")
QUESTIONS_61 = os.path.join(REPO, "evals", "data", "ask_heldout61.jsonl")
QUESTIONS_62 = os.path.join(REPO, "evals", "data", "ask_heldout62.jsonl")
QUESTIONS_63 = os.path.join(REPO, "evals", "data", "ask_heldout63.jsonl")
QUESTIONS_64 = os.path.join(REPO, "evals", "data", "ask_heldout64.jsonl")
QUESTIONS_65 = os.path.join(REPO, "evals", "data", "ask_heldout65.jsonl")
QUESTIONS_66 = os.path.join(REPO, "evals", "data", "ask_heldout66.jsonl")
QUESTIONS_67 = os.path.join(REPO, "evals", "data", "ask_heldout67.jsonl")
QUESTIONS_68 = os.path.join(REPO, "evals", "data", "ask_heldout68.jsonl")
QUESTIONS_69 = os.path.join(REPO, "evals", "data", "ask_heldout69.jsonl")
QUESTIONS_70 = os.path.join(REPO, "evals", "data", "ask_heldout70.jsonl")
QUESTIONS_71 = os.path.join(REPO, "evals", "data", "ask_heldout71.jsonl")
QUESTIONS_72 = os.path.join(REPO, "evals", "data", "ask_heldout72.jsonl")
QUESTIONS_73 = os.path.join(REPO, "evals", "data", "ask_heldout73.jsonl")
QUESTIONS_74 = os.path.join(REPO, "evals", "data", "ask_heldout74.jsonl")
QUESTIONS_75 = os.path.join(REPO, "evals", "data", "ask_heldout75.jsonl")
QUESTIONS_76 = os.path.join(REPO, "evals", "data", "ask_heldout76.jsonl")
QUESTIONS_77 = os.path.join(REPO, "evals", "data", "ask_heldout77.jsonl")
QUESTIONS_78 = os.path.join(REPO, "evals", "data", "ask_heldout78.jsonl")
QUESTIONS_79 = os.path.join(REPO, "evals", "data", "ask_heldout79.jsonl")
QUESTIONS_80 = os.path.join(REPO, "evals", "data", "ask_heldout80.jsonl")
FILINGS = os.path.join(DATA, "filings")
FSDS = os.path.join(DATA, "fsds")

INSTANCES = {
    "aapl-10k-2023": "aapl-10k-2023/aapl-20230930_htm.xml",
    "aapl-10q-2023": "aapl-10q-2023/aapl-20230701_htm.xml",
    "msft-10k-2015": "msft-10k-2015/msft-20150630.xml",
    "nflx-10k-2023": "nflx-10k-2023/nflx-20240126_htm.xml",
    "nflx-10q-2010": "nflx-10q-2010/nflx-20100930.xml",
    "unp-10k-2012": "unp-10k-2012/unp-20121231.xml",
    "aeon-10q-2023": "aeon-10q-2023/aeon-20230930x10q_htm.xml",
}
FSDS_QUARTERS = ["2009q3", "2010q2"]

XBRLI = "http://www.xbrl.org/2003/instance"
XBRLDI = "http://xbrl.org/2006/xbrldi"
XSI_NIL = "{http://www.w3.org/2001/XMLSchema-instance}nil"


def canon_prefix(ns, prefix):
    """Normalise namespace prefixes so that us-gaap / dei concepts are stable
    across taxonomy years."""
    if ns is None:
        return prefix or ""
    if "/us-gaap/" in ns or ns.endswith("/us-gaap"):
        return "us-gaap"
    if "/dei/" in ns or ns.endswith("/dei"):
        return "dei"
    if "/srt/" in ns or ns.endswith("/srt"):
        return "srt"
    if "/country/" in ns:
        return "country"
    if ns == "http://www.xbrl.org/2003/instance":
        return "xbrli"
    if ns == "http://www.xbrl.org/2003/iso4217":
        return "iso4217"
    return prefix or ""


def qname_of(el):
    q = etree.QName(el)
    return "%s:%s" % (canon_prefix(q.namespace, el.prefix), q.localname)


def resolve_qname_text(text, el):
    text = text.strip()
    if ":" in text:
        p, local = text.split(":", 1)
    else:
        p, local = None, text
    ns = el.nsmap.get(p)
    return "%s:%s" % (canon_prefix(ns, p), local)


def months_between(start, end):
    if start is None:
        return 0
    s = dt.date.fromisoformat(start)
    e = dt.date.fromisoformat(end)
    return int(round((e - s).days / 30.44))


class Fact:
    __slots__ = ("concept", "value", "unit", "start", "end", "members", "decimals", "ctx")

    def __init__(self, concept, value, unit, start, end, members, decimals, ctx):
        self.concept, self.value, self.unit = concept, value, unit
        self.start, self.end, self.members = start, end, members
        self.decimals, self.ctx = decimals, ctx

    @property
    def months(self):
        return months_between(self.start, self.end)

    def period(self):
        return {"start": self.start, "end": self.end}


class Instance:
    """Minimal XBRL 2.1 instance reader."""

    def __init__(self, path):
        self.path = path
        tree = etree.parse(path, etree.XMLParser(huge_tree=True, remove_comments=True))
        root = tree.getroot()
        self.contexts = {}
        for c in root.iter("{%s}context" % XBRLI):
            cid = c.get("id")
            ent = c.find("{%s}entity/{%s}identifier" % (XBRLI, XBRLI))
            per = c.find("{%s}period" % XBRLI)
            inst = per.find("{%s}instant" % XBRLI)
            if inst is not None:
                start, end = None, inst.text.strip()[:10]
            else:
                start = per.find("{%s}startDate" % XBRLI).text.strip()[:10]
                end = per.find("{%s}endDate" % XBRLI).text.strip()[:10]
            members = {}
            typed = False
            for holder in ("segment", "scenario"):
                for h in c.iter("{%s}%s" % (XBRLI, holder)):
                    for m in h.iter("{%s}explicitMember" % XBRLDI):
                        members[resolve_qname_text(m.get("dimension"), m)] = resolve_qname_text(m.text, m)
                    for m in h.iter("{%s}typedMember" % XBRLDI):
                        typed = True
                        members[resolve_qname_text(m.get("dimension"), m)] = "typed:" + "".join(m.itertext()).strip()
            self.contexts[cid] = {
                "entity": ent.text.strip() if ent is not None else None,
                "start": start, "end": end, "members": members, "typed": typed,
            }
        self.units = {}
        for u in root.iter("{%s}unit" % XBRLI):
            uid = u.get("id")
            div = u.find("{%s}divide" % XBRLI)
            if div is not None:
                num = [resolve_qname_text(m.text, m) for m in div.find("{%s}unitNumerator" % XBRLI).iter("{%s}measure" % XBRLI)]
                den = [resolve_qname_text(m.text, m) for m in div.find("{%s}unitDenominator" % XBRLI).iter("{%s}measure" % XBRLI)]
                self.units[uid] = "*".join(num) + "/" + "*".join(den)
            else:
                self.units[uid] = "*".join(resolve_qname_text(m.text, m) for m in u.iter("{%s}measure" % XBRLI))
        self.facts = defaultdict(list)
        for el in root:
            if not isinstance(el.tag, str):
                continue
            cref = el.get("contextRef")
            uref = el.get("unitRef")
            if cref is None or uref is None:
                continue  # non-numeric or not a fact
            if el.get(XSI_NIL) in ("true", "1"):
                continue
            txt = (el.text or "").strip()
            if txt == "":
                continue
            try:
                val = float(txt)
            except ValueError:
                continue
            ctx = self.contexts[cref]
            dec = el.get("decimals")
            f = Fact(qname_of(el), val, simplify_unit(self.units.get(uref, uref)),
                     ctx["start"], ctx["end"], ctx["members"], dec, cref)
            self.facts[f.concept].append(f)

    def find(self, concept, end, start=None, members=None, unit=None):
        """Return the fact for concept at period (start,end) with exactly the given
        explicit members (empty dict = consolidated/default context)."""
        members = members or {}
        hits = []
        for f in self.facts.get(concept, []):
            if f.end != end or f.start != start:
                continue
            if f.members != members:
                continue
            if unit and f.unit != unit:
                continue
            hits.append(f)
        if not hits:
            return None
        vals = set(h.value for h in hits)
        if len(vals) > 1:
            # duplicates with different precision: prefer the most precise
            def prec(h):
                if h.decimals in (None, "INF"):
                    return 99
                return int(h.decimals)
            hits.sort(key=prec, reverse=True)
        return hits[0]


def simplify_unit(u):
    m = {
        "iso4217:USD": "USD",
        "xbrli:shares": "shares",
        "iso4217:USD/xbrli:shares": "USD/share",
        "xbrli:pure": "pure",
    }
    if u in m:
        return m[u]
    if "/" not in u and not u.startswith("iso4217:"):
        return "pure"  # company count units (e.g. nflx:membership) are plain numbers
    return u


_INSTANCE_CACHE = {}


def load_instance(filing):
    if filing not in _INSTANCE_CACHE:
        _INSTANCE_CACHE[filing] = Instance(os.path.join(FILINGS, INSTANCES[filing]))
    return _INSTANCE_CACHE[filing]


# ---------------------------------------------------------------- FSDS
_FSDS_CACHE = {}


def load_fsds(quarter):
    if quarter not in _FSDS_CACHE:
        import pandas as pd
        z = zipfile.ZipFile(os.path.join(FSDS, quarter + ".zip"))
        sub = pd.read_csv(z.open("sub.txt"), sep="\t", dtype=str, keep_default_na=False, quoting=csv.QUOTE_NONE)
        num = pd.read_csv(z.open("num.txt"), sep="\t", dtype=str, keep_default_na=False, quoting=csv.QUOTE_NONE,
                          encoding="latin-1")
        _FSDS_CACHE[quarter] = (sub, num)
    return _FSDS_CACHE[quarter]


def fsds_quarter_for(adsh):
    for q in FSDS_QUARTERS:
        sub, _ = load_fsds(q)
        if (sub["adsh"] == adsh).any():
            return q
    raise KeyError(adsh)


_ADSH_CACHE = {}


def _fsds_rows(adsh):
    if adsh not in _ADSH_CACHE:
        _, num = load_fsds(fsds_quarter_for(adsh))
        _ADSH_CACHE[adsh] = num[num["adsh"] == adsh]
    return _ADSH_CACHE[adsh]


def fsds_company_names():
    names = []
    for q in FSDS_QUARTERS:
        sub, _ = load_fsds(q)
        names.extend(sub["name"].tolist())
    return names


def parse_segments(seg):
    """'Axis=Member;Axis2=Member2;' -> {'Axis': 'Member', 'Axis2': 'Member2'}"""
    out = {}
    for part in (seg or "").split(";"):
        part = part.strip()
        if part:
            a, _, m = part.partition("=")
            out[a] = m
    return out


def fsds_find(adsh, concept, end, months, members=None):
    """num.txt lookup: empty coreg, ddate = end (YYYYMMDD), qtrs = months/3, and
    segments empty (members {}) or exactly equal to `members` (axis -> member)."""
    num = _fsds_rows(adsh)
    tag = concept.split(":", 1)[1] if ":" in concept else concept
    ddate = end.replace("-", "")
    qtrs = str(int(months // 3))
    rows = num[(num["tag"] == tag) & (num["ddate"] == ddate)
               & (num["qtrs"] == qtrs) & (num["coreg"] == "")]
    if "segments" in rows.columns:  # newer FSDS layout: dimensional rows carry a segments value
        if members:
            mask = [parse_segments(s) == dict(members) for s in rows["segments"]]
            rows = rows[mask] if len(rows) else rows
        else:
            rows = rows[rows["segments"] == ""]
    rows = rows[rows["value"] != ""]
    if len(rows) == 0:
        return None
    vals = set(float(v) for v in rows["value"])
    if len(vals) > 1:
        raise ValueError("ambiguous FSDS rows for %s %s %s %s: %s" % (adsh, tag, end, qtrs, vals))
    return float(rows["value"].iloc[0]), rows["uom"].iloc[0]


# ---------------------------------------------------------------- gold evaluation
UNIT_MAP_FSDS = {"USD": "USD", "shares": "shares", "USD/shares": "USD/share", "pure": "pure"}


def period_start_end(period):
    return period.get("start"), period["end"]


def lookup(filing, concepts, period, members, unit=None):
    """Return (value, concept_used, unit) for the first concept in `concepts`
    reported for the period/members."""
    start, end = period_start_end(period)
    if filing.startswith("fsds:"):
        adsh = filing.split(":", 1)[1]
        months = months_between(start, end) if start else 0
        for c in concepts:
            r = fsds_find(adsh, c, end, months, members or {})
            if r is not None:
                return r[0], c, UNIT_MAP_FSDS.get(r[1], r[1])
        return None
    inst = load_instance(filing)
    for c in concepts:
        f = inst.find(c, end, start, members or {}, unit)
        if f is not None:
            return f.value, c, f.unit
    return None


def eval_formula(formula, vals):
    env = {"e%d" % i: v for i, v in enumerate(vals)}
    env["abs"] = abs
    return eval(formula, {"__builtins__": {}}, env)


def recompute(q):
    """Recompute a question's gold value. Returns (value, resolved_inputs)."""
    g = q["gold"]
    filing = q["filing"]
    if g.get("formula"):
        vals, resolved = [], []
        for inp in g["inputs"]:
            concepts = inp["concept"] if isinstance(inp["concept"], list) else [inp["concept"]]
            r = lookup(filing, concepts, inp["period"], inp.get("members", {}))
            if r is None:
                raise LookupError("input not found: %s %s %s" % (concepts, inp["period"], inp.get("members")))
            vals.append(r[0])
            resolved.append(dict(inp, value=r[0], concept_used=r[1]))
        return eval_formula(g["formula"], vals), resolved
    r = lookup(filing, g["concepts"], g["period"], g.get("members", {}))
    if r is None:
        raise LookupError("fact not found: %s %s %s" % (g["concepts"], g["period"], g.get("members")))
    return r[0], [{"concept": r[1], "concept_used": r[1], "value": r[0], "period": g["period"],
                   "members": g.get("members", {}), "unit": r[2]}]


def close(a, b, tol):
    if isinstance(tol, dict):
        rel = tol.get("relative", 0)
        return abs(a - b) <= rel * max(abs(b), 1e-12) + 1e-12
    return abs(a - b) <= (tol or 0) + 1e-12 * max(1.0, abs(b))  # float noise only


def load_questions(path):
    with open(path) as fh:
        return [json.loads(l) for l in fh if l.strip()]


def check(path):
    qs = load_questions(path)
    n_ok = n_bad = n_ref = 0
    for q in qs:
        g = q["gold"]
        if not g.get("answerable"):
            n_ref += 1
            continue
        try:
            v, _ = recompute(q)
        except Exception as e:  # noqa
            n_bad += 1
            print("ERROR %s: %s" % (q["id"], e))
            continue
        if close(v, g["value"], g.get("tolerance", 0)) and close(g["value"], v, g.get("tolerance", 0)):
            n_ok += 1
        else:
            n_bad += 1
            print("MISMATCH %s: stored %r recomputed %r" % (q["id"], g["value"], v))
    print("checked %d answerable questions: %d ok, %d mismatches/errors; %d refuse questions"
          % (n_ok + n_bad, n_ok, n_bad, n_ref))
    probes = os.path.splitext(os.path.abspath(path))[0] + "_probes.jsonl"  # the set's refusal probes, if it has any
    ok_ref = check_refusals(path, probes) if os.path.exists(probes) else True
    return n_bad == 0 and ok_ref


# ---------------------------------------------------------------- refusal probes
def _any_fact(filing, concepts):
    """True if the filing reports any fact (any period, any members) for one of the concepts."""
    if filing.startswith("fsds:"):
        num = _fsds_rows(filing.split(":", 1)[1])
        tags = [c.split(":", 1)[1] if ":" in c else c for c in concepts]
        return bool(num["tag"].isin(tags).any())
    inst = load_instance(filing)
    return any(inst.facts.get(c) for c in concepts)


def index_company_names():
    with open(os.path.join(FILINGS, "INDEX.csv")) as fh:
        return [r["company"] for r in csv.DictReader(fh)]


def verify_probe(q, probe):
    """Return None if the refusal is confirmed by its probe, else an error string."""
    kind = probe["kind"]
    filing = q["filing"]
    if kind == "other_company":
        names = [n.upper() for n in index_company_names() + fsds_company_names()]
        for pat in probe["names"]:
            hits = [n for n in names if pat.upper() in n]
            if hits:
                return "company %r is in the data: %s" % (pat, hits[:3])
        return None
    if kind == "absent":
        r = lookup(filing, probe["concepts"], probe["period"], probe.get("members", {}))
        return None if r is None else "probe found a fact: %r" % (r,)
    if kind == "absent_any_period":
        return "concept reported in some period" if _any_fact(filing, probe["concepts"]) else None
    if kind == "ambiguous":
        vals = []
        for alt in probe["alternatives"]:
            r = lookup(filing, alt["concepts"], alt["period"], alt.get("members", {}))
            if r is None:
                return "alternative not found: %r" % (alt,)
            vals.append(r[0])
        if len(set(vals)) < 2:
            return "alternatives do not differ: %r" % (vals,)
        return None
    return "unknown probe kind %r" % kind


def check_refusals(path, probes_path):
    qs = {q["id"]: q for q in load_questions(path)}
    probes = {}
    if os.path.exists(probes_path):
        for l in open(probes_path):
            if l.strip():
                p = json.loads(l)
                probes[p["id"]] = p["probe"]
    n_ok = n_bad = 0
    for qid, q in qs.items():
        if q["gold"].get("answerable"):
            continue
        pr = probes.get(qid)
        if pr is None:
            n_bad += 1
            print("NO PROBE %s" % qid)
            continue
        err = verify_probe(q, pr)
        if err:
            n_bad += 1
            print("REFUSAL PROBE FAILED %s: %s" % (qid, err))
        else:
            n_ok += 1
    print("checked %d refuse questions: %d confirmed by probe, %d failed" % (n_ok + n_bad, n_ok, n_bad))
    return n_bad == 0


def fill(path):
    """Compute gold values (and resolved inputs) for every answerable question."""
    qs = load_questions(path)
    for q in qs:
        g = q["gold"]
        if not g.get("answerable"):
            continue
        v, resolved = recompute(q)
        g["inputs"] = [{"concept": r["concept_used"] if "concept_used" in r else r["concept"], "value": r["value"],
                        "period": r["period"], "members": r.get("members", {})} for r in resolved]
        if g.get("formula"):
            g["concepts"] = [r["concept"] for r in g["inputs"]]
            if isinstance(g.get("tolerance"), dict):
                v = round(v, 6)
        else:
            unit = resolved[0].get("unit")
            if not q["filing"].startswith("fsds:") and unit != g["unit"]:
                print("WARNING %s: gold unit %s but fact unit %s" % (q["id"], g["unit"], unit))
        g["value"] = v
    with open(path, "w") as fh:
        for q in qs:
            fh.write(json.dumps(q) + "\n")
    print("filled %d questions" % len(qs))


def dump(filing, grep=None, members=None):
    inst = load_instance(filing)
    for c in sorted(inst.facts):
        if grep and not re.search(grep, c, re.I):
            continue
        seen = set()
        for f in sorted(inst.facts[c], key=lambda f: (len(f.members), f.end, f.start or "")):
            if members == "none" and f.members:
                continue
            key = (f.start, f.end, tuple(sorted(f.members.items())), f.value)
            if key in seen:
                continue
            seen.add(key)
            print("%s\t%s\t%s\t%s\t%dm\t%s\t%s" % (c, f.value, f.unit, f.start, f.months, f.end,
                                                  ";".join("%s=%s" % kv for kv in sorted(f.members.items()))))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--fill", action="store_true")
    ap.add_argument("--dump")
    ap.add_argument("--grep")
    ap.add_argument("--nodims", action="store_true")
    ap.add_argument("--questions", default=QUESTIONS)
    a = ap.parse_args()
    if a.dump:
        dump(a.dump, a.grep, "none" if a.nodims else None)
        return
    if a.fill:
        fill(a.questions)
    if a.check or not a.fill:
        ok = check(a.questions)
        sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
