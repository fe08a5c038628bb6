"""Stage 3, a response's bytes → main text, metadata and the evidence read before cleanup."""
