"""Learn to play: a guided first round, planned and staged from the ruleset's data.

`plan` names the steps a ruleset has to teach, `search` finds a deal and a course of play in
which each of them comes up, `session` narrows a table to that course, `words` says each step.
No pygame here: the screen draws what `session` says the person is asked to do.
"""
