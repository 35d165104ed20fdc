"""The production stack as docker compose would start it: read docker-compose.yml, the Dockerfile and
.dockerignore, and check what would otherwise only fail on a server (no Docker runs here)."""

from __future__ import annotations

import fnmatch
import re
import shlex
import tomllib
from pathlib import Path, PurePosixPath

import pytest
import yaml

from auditgraph.settings import Settings
from tests.conftest import REPO

# `$${NAME}` / `$$NAME` in a compose file is a literal `$NAME` that the container's shell expands, so NAME
# must be in that container's environment. A single `${NAME}` is the host's, substituted by compose.
CONTAINER_VAR = re.compile(r"\$\$\{?([A-Za-z_][A-Za-z0-9_]*)")


def compose() -> dict:
    return yaml.safe_load((REPO / "docker-compose.yml").read_text())


def container_variables(service: dict) -> set[str]:
    texts: list[str] = []
    for key in ("command", "entrypoint"):
        value = service.get(key)
        texts.extend(value if isinstance(value, list) else [value] if value else [])
    test = (service.get("healthcheck") or {}).get("test") or []
    texts.extend(test if isinstance(test, list) else [test])
    return {m.group(1) for t in texts for m in CONTAINER_VAR.finditer(str(t))}


def environment(service: dict) -> set[str]:
    env = service.get("environment") or {}
    if isinstance(env, list):
        return {item.split("=", 1)[0] for item in env}
    return set(env)


def dockerfile() -> list[tuple[str, str]]:
    """(instruction, arguments) pairs, continuation lines joined."""
    text = (REPO / "Dockerfile").read_text().replace("\\\n", " ")
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            out.append((word.upper(), rest.strip()))
    return out


def test_compose_healthcheck_variables_exist_in_each_container():
    """The bug this guards: neo4j's healthcheck read $NEO4J_PASSWORD, which only NEO4J_AUTH carries, so
    the service never became healthy and the API (depends_on: service_healthy) never started."""
    services = compose()["services"]
    assert set(services) == {"neo4j", "api"}
    for name, service in sorted(services.items()):
        missing = container_variables(service) - environment(service)
        assert not missing, (
            f"service {name} uses {sorted(missing)} but its environment has only {sorted(environment(service))}"
        )
    assert container_variables(services["neo4j"]) == {"NEO4J_AUTH"}
    assert services["neo4j"]["environment"]["NEO4J_AUTH"].startswith("neo4j/")


def test_the_old_healthcheck_would_have_been_caught():
    broken = {
        "environment": {"NEO4J_AUTH": "neo4j/x"},
        "healthcheck": {"test": ["CMD-SHELL", 'cypher-shell -u neo4j -p "$${NEO4J_PASSWORD}" "RETURN 1"']},
    }
    assert container_variables(broken) - environment(broken) == {"NEO4J_PASSWORD"}


def test_compose_api_waits_for_a_healthy_neo4j_and_requires_its_secrets():
    services = compose()["services"]
    assert services["api"]["depends_on"]["neo4j"]["condition"] == "service_healthy"
    text = (REPO / "docker-compose.yml").read_text()
    for var in ("NEO4J_PASSWORD", "AUDITGRAPH_API_KEYS"):
        assert re.search(r"\$\{" + var + r":\?", text), f"{var} should be required with ${{{var}:?…}}"


def test_api_volumes_are_created_in_the_image_and_owned_by_its_user():
    """A named volume starts as a copy of the image's folder, owner included; a folder the image lacks is
    created root-owned, and the unprivileged API user could not write its runs there."""
    steps = dockerfile()
    workdir = PurePosixPath(next(a for i, a in steps if i == "WORKDIR"))
    user = next(a for i, a in steps if i == "USER")
    runs = "\n".join(a for i, a in steps if i == "RUN")
    writable = []
    for volume in compose()["services"]["api"]["volumes"]:
        parts = volume.split(":")
        if parts[-1] == "ro":
            continue
        target = PurePosixPath(parts[1])
        writable.append(target)
        assert "mkdir -p" in runs and str(target) in runs, f"{target} is not created in the image"
        chowned = [PurePosixPath(p) for p in re.findall(rf"chown -R {user} (\S+)", runs)]
        assert any(target == c or c in target.parents for c in chowned), f"{target} is not owned by {user}"
    # The API writes its audit runs where the runs volume is mounted (Settings.runs_dir, relative to WORKDIR).
    assert workdir / Settings.model_fields["runs_dir"].default in writable


def test_api_image_installs_the_packages_pyproject_names():
    """The image copies the build context and lets pip read pyproject; nothing pyproject packages is kept out."""
    steps = dockerfile()
    copies = [shlex.split(a) for i, a in steps if i == "COPY"]
    assert copies == [[".", "."]], f"hand-kept COPY list: {copies}"
    assert any(i == "RUN" and "pip install --no-cache-dir ." in a for i, a in steps)
    ignored = [
        p.strip().rstrip("/")
        for p in (REPO / ".dockerignore").read_text().splitlines()
        if p.strip() and not p.startswith("#")
    ]
    tool = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    needed = sorted(set(tool["package-dir"].values()) | {"pyproject.toml", "README.md"})
    for path in needed:
        hit = [p for p in ignored if fnmatch.fnmatch(path, p) or path.startswith(p + "/")]
        assert not hit, f"{path} (named by pyproject) is excluded from the image by .dockerignore {hit}"
    for package in tool["packages"]:  # subpackages live under their parent's mapped folder
        parent = max((p for p in tool["package-dir"] if package == p or package.startswith(p + ".")), key=len)
        folder = (
            REPO
            / tool["package-dir"][parent]
            / Path(*package[len(parent) :].lstrip(".").split(".") if package != parent else [])
        )
        assert folder.is_dir(), package


@pytest.mark.parametrize("text, expected", [("$${A} $$B ${HOST}", {"A", "B"}), ("${HOST:?x}", set())])
def test_container_variables_are_told_apart_from_host_variables(text, expected):
    assert container_variables({"command": text}) == expected


def test_the_image_installs_the_makefiles_torch_as_the_cpu_build_before_the_package():
    """An open `torch` requirement pulls the CUDA wheel (gigabytes); the image pins the Makefile's version as its
    `+cpu` build, from PyTorch's CPU index added to PyPI, before `pip install .` could choose one."""
    makefile = (REPO / "Makefile").read_text()
    [make_version] = re.findall(r"pip install[^\n]*\btorch==([0-9][0-9.]*)", makefile)
    dockerfile = (REPO / "Dockerfile").read_text()
    arg = re.search(r"^ARG TORCH_VERSION=(\S+)$", dockerfile, re.MULTILINE)
    assert arg and arg.group(1) == make_version
    run = " ".join(dockerfile.replace("\\\n", " ").split())
    torch_install = re.search(
        r"pip install [^&]*--extra-index-url https://download\.pytorch\.org/whl/cpu "
        r"\"torch==\$\{TORCH_VERSION\}\+cpu\"",
        run,
    )
    package_install = re.search(r"pip install --no-cache-dir \.(\s|$)", run)
    assert torch_install and package_install and torch_install.start() < package_install.start()
