"""The desktop game: a pygame-ce scene loop over the rules engine.

Nothing in here decides a rule: scenes read observations and legal actions from the engine
and animate the events it reports.
"""
