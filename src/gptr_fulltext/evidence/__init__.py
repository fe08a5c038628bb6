"""What the raw page says, read once and shared by extraction and the judge: structure, regions,
text measures, content sniffing and the wall lexicon."""
