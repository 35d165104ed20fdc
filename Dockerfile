FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml README.md ./
COPY auditgraph ./auditgraph
COPY ingest ./ingest
COPY cypher ./cypher
COPY tools ./tools
COPY api ./api
COPY agents ./agents
RUN pip install --no-cache-dir . && useradd --create-home auditgraph && chown -R auditgraph /app
USER auditgraph
EXPOSE 8000
CMD ["auditgraph", "serve", "--host", "0.0.0.0", "--port", "8000"]
