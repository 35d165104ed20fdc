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
RUN apt-get update && apt-get install -y --no-install-recommends gcc libc6-dev \
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
