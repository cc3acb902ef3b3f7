"""Reads a JUnit XML file with junitparser (PyPI), as a CI system's reader would, and prints as
JSON every count it finds: the attributes of the root and of each suite, the same counted again
from the testcases (junitparser's update_statistics), and from the testcases' results the
failures by type, the lines not adjudicated, the fouls and warnings by code (from the bodies and
the suite's system-out, which holds the warnings of passing games: one violation a line,
`foul CODE by ...`), the suite's summary (its property `broadside.summary`, the counts of
`check --jsonl --summary`), and its timestamp, hostname and time.

Usage: python3 read_junit.py FILE (tests/ci_formats.rs runs it).
"""

import json
import re
import sys

from junitparser import Error, Failure, JUnitXml, Skipped, SystemOut

# A violation line; a count of violations the verdict does not list says how many it stands for.
VIOLATION = re.compile(r"^(foul|warning) ([a-z_]+) by ")
MORE = re.compile(r": (\d+) more ([a-z_]+) violations charged to ")


def weight(line, code):
    more = MORE.search(line)
    return int(more.group(1)) if more and more.group(2) == code else 1


def count_violations(text, fouls, warnings):
    for line in (text or "").splitlines():
        found = VIOLATION.match(line)
        if found:
            kind, code = found.groups()
            table = fouls if kind == "foul" else warnings
            table[code] = table.get(code, 0) + weight(line, code)


def main(path):
    xml = JUnitXml.fromfile(path)
    out = {
        "suites": [],
    }
    for suite in xml:
        read = {
            "name": suite.name,
            "attributes": {
                "tests": suite.tests,
                "failures": suite.failures,
                "errors": suite.errors,
                "skipped": suite.skipped,
            },
            "cases": [],
            "failure_types": {},
            "error_lines": [],
            "fouls": {},
            "warnings": {},
            "summary": None,
        }
        for case in suite:
            results = case.result
            kinds = [type(r).__name__ for r in results]
            read["cases"].append({"name": case.name, "classname": case.classname, "results": kinds})
            for result in results:
                if isinstance(result, Failure):
                    read["failure_types"][result.type] = read["failure_types"].get(result.type, 0) + 1
                    count_violations(result.text, read["fouls"], read["warnings"])
                elif isinstance(result, Error):
                    line = re.match(r"^line (\d+)$", case.name)
                    read["error_lines"].append(int(line.group(1)) if line else None)
                elif isinstance(result, Skipped):
                    raise SystemExit("broadside never skips a testcase")
            if case.system_out:
                raise SystemExit("a testcase holds no system-out in Ant's schema")
            if case.time is None:
                raise SystemExit("every testcase has a time")
        system_out = suite.child(SystemOut)
        if system_out is not None:
            count_violations(system_out.text, read["fouls"], read["warnings"])
        for prop in suite.properties():
            if prop.name == "broadside.summary":
                read["summary"] = json.loads(prop.value)
        read["timestamp"] = suite.timestamp
        read["hostname"] = suite.hostname
        read["time"] = suite.time
        suite.update_statistics()
        read["counted"] = {
            "tests": suite.tests,
            "failures": suite.failures,
            "errors": suite.errors,
            "skipped": suite.skipped,
        }
        out["suites"].append(read)
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1])
