"""The end of a round and of the match, plain and in kid mode."""
