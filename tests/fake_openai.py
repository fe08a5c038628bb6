"""A deterministic OpenAI-compatible server on loopback for the end-to-end research run.

No real LLM runs offline, so this is the one stand-in the end-to-end test uses. It answers GPT
Researcher's calls the way a cooperative model would — agent choice as a JSON object, planning as a
JSON list of the sub-queries it was given, the report as markdown built from the sources in its
prompt — and embeds text as hashed bag-of-words vectors. Chat completions stream (server-sent
events, with usage when asked) or not, as the client asks. Every call is recorded for assertions.
"""

from __future__ import annotations

import base64
import hashlib
import json
import math
import re
import struct
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from tests.asgi_thread import running

EMBEDDING_DIMENSIONS = 256

# How each GPT Researcher step is recognised: a phrase of its prompt (gpt_researcher/prompts.py).
STEPS = (
    ("agent", "The research is conducted by a specific server"),
    ("plan", "search queries to research the following task"),
    ("report", "Using the above information, answer the following query or task"),
)
# GPT Researcher joins its context pieces with a space, so a `Source:` label may start a line, follow
# indentation, or follow the end of the previous piece's text on the same line.
_SOURCE = re.compile(r"(?:^|(?<=\s))Source: (\S+)\nTitle: (.*)\nContent: (.*)$", re.MULTILINE)
_TASK = re.compile(r'answer the following query or task: "(.*?)"')


@dataclass
class ChatCall:
    """One chat completion: which step it was, the whole prompt, and the reply sent."""

    step: str
    model: str
    prompt: str
    stream: bool
    reply: str


@dataclass
class FakeOpenAI:
    """Start with `with FakeOpenAI(sub_queries=[...]).running() as base_url:` (base_url ends in /v1)."""

    sub_queries: list[str]
    chats: list[ChatCall] = field(default_factory=list)
    embedded: list[str | list[int]] = field(default_factory=list)

    def calls(self, step: str) -> list[ChatCall]:
        return [call for call in self.chats if call.step == step]

    @contextmanager
    def running(self) -> Iterator[str]:
        app = Starlette(
            routes=[
                Route("/v1/chat/completions", self._chat, methods=["POST"]),
                Route("/v1/embeddings", self._embeddings, methods=["POST"]),
            ]
        )
        with running(app) as base:
            yield f"{base}/v1"

    # -- chat ------------------------------------------------------------------------------------
    async def _chat(self, request: Request) -> Response:
        body = await request.json()
        prompt = "\n\n".join(_text(message.get("content")) for message in body["messages"])
        step = next((name for name, phrase in STEPS if phrase in prompt), "other")
        reply = self._reply(step, prompt)
        stream = bool(body.get("stream"))
        self.chats.append(ChatCall(step, body.get("model", ""), prompt, stream, reply))
        usage = {
            "prompt_tokens": len(prompt.split()),
            "completion_tokens": len(reply.split()),
            "total_tokens": len(prompt.split()) + len(reply.split()),
        }
        if not stream:
            return JSONResponse(
                {
                    "id": "chatcmpl-fake",
                    "object": "chat.completion",
                    "created": 0,
                    "model": body.get("model", ""),
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": reply},
                            "finish_reason": "stop",
                        }
                    ],
                    "usage": usage,
                }
            )
        with_usage = bool((body.get("stream_options") or {}).get("include_usage"))
        return StreamingResponse(
            _events(body.get("model", ""), reply, usage if with_usage else None),
            media_type="text/event-stream",
        )

    def _reply(self, step: str, prompt: str) -> str:
        if step == "agent":
            return json.dumps(
                {
                    "server": "🔬 Fixture Research Agent",
                    "agent_role_prompt": "You are a careful research assistant who cites every source.",
                }
            )
        if step == "plan":
            return json.dumps(self.sub_queries)
        if step == "report":
            return _report(prompt)
        return "Noted."

    # -- embeddings ------------------------------------------------------------------------------
    async def _embeddings(self, request: Request) -> Response:
        body = await request.json()
        raw = body["input"]
        items: list[str | list[int]] = (
            [raw] if isinstance(raw, str) or (raw and isinstance(raw[0], int)) else list(raw)
        )
        self.embedded.extend(items)
        data = []
        for index, item in enumerate(items):
            vector = embed(item)
            encoded: Any = vector
            if body.get("encoding_format") == "base64":
                encoded = base64.b64encode(struct.pack(f"<{len(vector)}f", *vector)).decode()
            data.append({"object": "embedding", "index": index, "embedding": encoded})
        tokens = sum(len(item) if isinstance(item, list) else len(item.split()) for item in items)
        return JSONResponse(
            {
                "object": "list",
                "data": data,
                "model": body.get("model", ""),
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            }
        )


def embed(item: str | list[int]) -> list[float]:
    """A unit vector of hashed word (or token id) counts: similar texts get similar vectors."""
    features = re.findall(r"\w+", item.lower()) if isinstance(item, str) else [str(t) for t in item]
    vector = [0.0] * EMBEDDING_DIMENSIONS
    for feature in features:
        vector[int.from_bytes(hashlib.blake2b(feature.encode(), digest_size=4).digest()) % len(vector)] += 1
    norm = math.sqrt(sum(v * v for v in vector)) or 1.0
    return [v / norm for v in vector]


def _report(prompt: str) -> str:
    """A short markdown report citing every source of the context, each with its first sentence."""
    task = _TASK.search(prompt)
    sources: dict[str, tuple[str, str]] = {}
    for url, title, content in _SOURCE.findall(prompt):
        sources.setdefault(url, (title or url, content.split(". ")[0]))
    lines = [f"# {task.group(1) if task else 'Report'}", "", "## Findings", ""]
    lines += [f"- {sentence}. ([{title}]({url}))" for url, (title, sentence) in sources.items()]
    lines += ["", "## References", ""]
    lines += [f"- [{url}]({url})" for url in sources]
    return "\n".join(lines) + "\n"


async def _events(model: str, reply: str, usage: dict[str, int] | None) -> AsyncIterator[str]:
    def event(choices: list[dict[str, Any]], **extra: Any) -> str:
        chunk = {"id": "chatcmpl-fake", "object": "chat.completion.chunk", "created": 0, "model": model}
        return f"data: {json.dumps({**chunk, 'choices': choices, **extra})}\n\n"

    yield event([{"index": 0, "delta": {"role": "assistant", "content": ""}, "finish_reason": None}])
    for piece in re.findall(r".{1,40}", reply, re.DOTALL):
        yield event([{"index": 0, "delta": {"content": piece}, "finish_reason": None}])
    yield event([{"index": 0, "delta": {}, "finish_reason": "stop"}])
    if usage is not None:
        yield event([], usage=usage)
    yield "data: [DONE]\n\n"


def _text(content: Any) -> str:
    """Message content as text: a string, or the text parts of a multi-part message."""
    if isinstance(content, str):
        return content
    return "".join(part.get("text", "") for part in content or [] if isinstance(part, dict))
