"""``pamport batch``: many exports, one bundle each, on one machine or on a Dask cluster."""

from pamport.batch.executors import DaskCluster, InProcess, LocalPool, executor_for
from pamport.batch.report import REPORT_NAME, BatchSummary
from pamport.batch.roots import Discovery, Root, find_roots
from pamport.batch.runner import run_batch
from pamport.batch.task import BatchJob, RootResult, convert_root

__all__ = [
    "REPORT_NAME",
    "BatchJob",
    "BatchSummary",
    "DaskCluster",
    "Discovery",
    "InProcess",
    "LocalPool",
    "Root",
    "RootResult",
    "convert_root",
    "executor_for",
    "find_roots",
    "run_batch",
]
