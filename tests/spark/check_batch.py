"""The Spark recipe of docs/scale-out.md, run in local mode by tests/spark.rs.

    python3 check_batch.py INPUT PARTITIONS OUTDIR

Run from a directory holding the `broadside` binary (as `spark-submit --files` leaves it in a
task's working directory). Pipes INPUT, cut into PARTITIONS partitions, through
`broadside check --jsonl` and through `broadside check --jsonl --summary`, and writes
OUTDIR/verdicts.jsonl (every partition's verdicts, in input order) and OUTDIR/summaries.jsonl
(one summary a partition).
"""

import os
import sys

from pyspark import SparkConf, SparkContext

# The recipe's command: exit status 1 (a foul) and 2 (a line that could not be adjudicated, with
# its error record in the output) are results, not failed tasks.
CHECK = "sh -c './broadside check --jsonl --jobs 1 --quiet; [ $? -le 2 ]'"
SUMMARY = "sh -c './broadside check --jsonl --summary --jobs 1 --quiet; [ $? -le 2 ]'"


def main():
    source, partitions, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    conf = SparkConf().setMaster("local[2]").setAppName("broadside-check").set("spark.ui.enabled", "false")
    sc = SparkContext(conf=conf)
    sc.setLogLevel("ERROR")
    try:
        games = sc.textFile("file://" + os.path.abspath(source), minPartitions=partitions)
        found = games.getNumPartitions()
        if found < partitions:
            raise SystemExit(f"asked for {partitions} partitions, Spark made {found}")
        # checkCode: a command that still exits non-zero (a crash) fails the task.
        verdicts = games.pipe(CHECK, checkCode=True).collect()
        summaries = games.pipe(SUMMARY, checkCode=True).collect()
    finally:
        sc.stop()
    with open(os.path.join(out, "verdicts.jsonl"), "w", encoding="utf-8") as f:
        f.writelines(v + "\n" for v in verdicts)
    with open(os.path.join(out, "summaries.jsonl"), "w", encoding="utf-8") as f:
        f.writelines(s + "\n" for s in summaries)
    print(found)


if __name__ == "__main__":
    main()
