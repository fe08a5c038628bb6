"""The faces over one pipeline: the GPT Researcher plugin, the command line and the HTTP server."""
