"""The tables as pandas DataFrames (skipped where pandas is not installed)."""
import pytest

import pdd

pd = pytest.importorskip("pandas", reason="pandas is not installed: pip install pandas to test the DataFrame path")


def test_dataframes(log_sets):
    run = pdd.read_logs(log_sets["nan"])
    df = run.dataframe("events")
    assert isinstance(df, pd.DataFrame) and len(df) == len(run.events)
    assert list(df.columns) == list(run.events.dtype.names)
    assert df["index"].map(len).eq(3).all() and (df["field"] == "qvapor").any()
    by_kind = df.groupby("kind")["count"].sum().to_dict()
    assert by_kind == {"nan": pdd.summary(run).counts()["nan"]["values"]}
    per_rank = df.groupby("rank").size()
    assert list(per_rank.index) == [0, 1, 2]
    kernels = run[0].dataframe("kernels")
    assert kernels["name"].str.contains("advect_qvapor").any()
    for t in ("units", "fields", "sites", "progress", "trace"):
        assert len(run.dataframe(t)) == len(run.table(t))


def test_dataframes_of_a_run_with_no_events(log_sets):
    run = pdd.read_logs(log_sets["clean"])
    for t in ("events", "trace"):
        df = run.dataframe(t)
        assert len(df) == 0 and list(df.columns) == list(run.table(t).dtype.names)
