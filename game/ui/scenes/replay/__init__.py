"""The kept rounds: their list (from Statistics) and the replay of one."""
