"""New game: the screen, its ruleset tiles and its house-rule controls."""
