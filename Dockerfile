# syntax=docker/dockerfile:1
# `gptr-fulltext serve`: GPT Researcher's RETRIEVER=custom contract over HTTP on port 5055.
# The light install: no gpt-researcher. FULLTEXT_SEARCH=duckduckgo (the default) or an http(s)://
# endpoint work as they are; GPT Researcher's other backends (tavily, …) need the extra, see README.
#
#   docker build -t gptr-fulltext .
#   docker run --rm -p 5055:5055 -e FULLTEXT_SERVE_TOKEN="$(openssl rand -hex 16)" gptr-fulltext

FROM python:3.12-slim AS build
WORKDIR /src
COPY pyproject.toml MANIFEST.in README.md LICENSE ./
COPY src ./src
RUN pip wheel --no-cache-dir --disable-pip-version-check --no-deps --wheel-dir /wheels .

FROM python:3.12-slim
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1
RUN useradd --create-home --uid 10001 --user-group --shell /usr/sbin/nologin fulltext
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir --disable-pip-version-check /wheels/*.whl && rm -rf /wheels
USER fulltext
WORKDIR /home/fulltext
EXPOSE 5055
# slim has no curl: ask /healthz (no token needed) with Python; any failure exits non-zero.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:5055/healthz', timeout=4)"]
CMD ["gptr-fulltext", "serve", "--host", "0.0.0.0"]
