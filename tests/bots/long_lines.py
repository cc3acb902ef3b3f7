#!/usr/bin/env python3
"""Answers at the line limit: its fleet and first shot are exactly 65,536 bytes before a CRLF
(legal: the line end is not counted); its second shot is 65,537 bytes with no line end at all
(`illegal_message` as soon as that byte arrives, not a timeout)."""
import os
import sys
import time

LIMIT = 65536
if os.environ.get("BOT_PIDS"):
    with open(os.environ["BOT_PIDS"], "a") as f:
        f.write(f"{os.getpid()}\n")


def padded(answer):
    """`answer` (a JSON object's text) padded with spaces before its `}` to exactly LIMIT bytes."""
    return answer[:-1] + " " * (LIMIT - len(answer)) + "}"


def write(data):
    sys.stdout.buffer.write(data.encode())
    sys.stdout.flush()


sys.stdin.readline()
write(padded('{"fleet": [{"ship": "battleship", "cells": "A1-E1"}, {"ship": "cruiser", "cells": "A3-D3"},'
             ' {"ship": "submarine", "cells": "A5-C5"}, {"ship": "destroyer", "cells": "A7-B7"}]}') + "\r\n")
turns = 0
for line in sys.stdin:
    if '"type":"turn"' not in line:
        continue
    turns += 1
    if turns == 1:
        write(padded('{"at": "J10"}') + "\r\n")
    else:
        write(padded('{"at": "J9"}') + " ")
        time.sleep(600)
