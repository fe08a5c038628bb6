"""Blind round 13's pages (#17): written by another worker, blind to the judge, its code, tests and docs;
ported here as its generator (chromes, vocabulary, page contents) after the round's first sight."""
