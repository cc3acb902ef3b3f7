# Sourced by the shell bots: notes the bot's process id (its process group) in $BOT_PIDS, and
# answers the first `start` with a legal classic fleet.
[ -n "$BOT_PIDS" ] && echo $$ >> "$BOT_PIDS"
fleet() {
    read -r _start || exit 0
    echo '{"fleet": [{"ship": "battleship", "cells": "A1-E1"}, {"ship": "cruiser", "cells": "A3-D3"}, {"ship": "submarine", "cells": "A5-C5"}, {"ship": "destroyer", "cells": "A7-B7"}]}'
}
