"""The table where a match is played: the scene, its controller and bot worker, and what
it draws."""
