"""One game at a table, without a screen: the table session.

`TableSession` holds the match, the seats (people, and bots in their worker process), the
pacing, out-of-turn races, call windows for people, saving and the words a person reads, and
exposes what the screen shows as a *presented state* that advances only as the screen reports
each event shown. `TableController` (`game.table.controller`) is the person's side of the
table: it takes their gestures and answers with the frame and requests to the screen. Nothing
here imports pygame: a test plays a whole match through it.
"""
