"""`broadside match --shard I/N` run as Spark tasks in local mode, by tests/tournament.rs.

    python3 match_shards.py SHARDS OUT ARGS_JSON

Run from a directory holding the `broadside` binary (as `spark-submit --files` leaves it in a
task's working directory). Each of SHARDS partitions holds one shard's `I/N`, piped to a task
that plays that shard of `broadside match ARGS`; OUT gets every shard's records, shard after
shard.
"""

import json
import shlex
import sys

from pyspark import SparkConf, SparkContext


def main():
    shards, out, args = int(sys.argv[1]), sys.argv[2], json.loads(sys.argv[3])
    match = shlex.join(["./broadside", "match", "--quiet", "--concurrency", "1", *args])
    # The task reads its shard from its input, and plays it (`RDD.pipe` splits the command as
    # a shell would).
    command = shlex.join(["sh", "-c", f'read shard && {match} --shard "$shard"'])
    conf = SparkConf().setMaster("local[2]").setAppName("broadside-match").set("spark.ui.enabled", "false")
    sc = SparkContext(conf=conf)
    sc.setLogLevel("ERROR")
    try:
        specs = [f"{i}/{shards}" for i in range(1, shards + 1)]
        records = sc.parallelize(specs, shards).pipe(command, checkCode=True).collect()
    finally:
        sc.stop()
    with open(out, "w", encoding="utf-8") as f:
        f.writelines(r + "\n" for r in records)
    print(len(records))


if __name__ == "__main__":
    main()
