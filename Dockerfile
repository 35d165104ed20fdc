FROM python:3.11-slim
WORKDIR /app
# The package list comes from pyproject.toml ([tool.setuptools] packages / package-dir): the whole build
# context goes in (.dockerignore keeps out the venv, tests, data and caches) and pip installs what
# pyproject names — no hand-kept COPY list per package to drift from it.
COPY . .
# Volumes mounted over /app/runs and /app/.auditgraph start as copies of these folders, owner included:
# create them here so the unprivileged user can write to them.
# A C compiler only while pip builds the compiled readers (setup.py; without one the image would run the Python
# code instead, slower), removed again in the same layer.
# torch first, pinned to the Makefile's version and to its CPU build: pip's default torch wheel for Linux is the CUDA
# build, gigabytes of GPU libraries an image without a GPU never uses. `+cpu` is a build only PyTorch's CPU index
# publishes, so the pin cannot fall back to the CUDA wheel on PyPI; that index is an *extra* one, so torch's own
# dependencies (numpy, sympy, …) still come from PyPI like everything else. `pip install .` then finds its
# `torch>=2.2` satisfied and leaves it alone. tests/unit/test_compose.py checks the pin against the Makefile.
ARG TORCH_VERSION=2.13.0
RUN apt-get update && apt-get install -y --no-install-recommends gcc libc6-dev \
    && pip install --no-cache-dir --extra-index-url https://download.pytorch.org/whl/cpu "torch==${TORCH_VERSION}+cpu" \
    && pip install --no-cache-dir . \
    && apt-get purge -y --auto-remove gcc libc6-dev && rm -rf /var/lib/apt/lists/* \
    && useradd --create-home auditgraph \
    && mkdir -p /app/runs /app/.auditgraph \
    && chown -R auditgraph /app
USER auditgraph
# The image keeps its embedded graph and caches in /app/.auditgraph (a volume can be mounted there) rather than the
# per-user default (~/.local/share/auditgraph); in production compose points the API at Neo4j anyway.
ENV AUDITGRAPH_DATA_DIR=/app/.auditgraph
EXPOSE 8000
CMD ["auditgraph", "serve", "--host", "0.0.0.0", "--port", "8000"]
