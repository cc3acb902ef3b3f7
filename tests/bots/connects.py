#!/usr/bin/env python3
"""Opens a TCP connection to 127.0.0.1:$BOT_PORT before giving its fleet. Contained (--sandbox),
it cannot, and exits: `crashed`. Let out, it says so on the connection and answers garbage."""
import os
import socket
import sys

sys.stdin.readline()
try:
    with socket.create_connection(("127.0.0.1", int(os.environ["BOT_PORT"])), timeout=2) as s:
        s.sendall(b"escaped\n")
except OSError as e:
    print(f"blocked: cannot connect: {e}", file=sys.stderr, flush=True)
    sys.exit(3)
print("connected", flush=True)
sys.stdin.readline()
