"""Where the roots are converted: in this process, on a local process pool, or on a Dask cluster.

Every executor runs the same task function (:func:`pamport.batch.task.convert_root`) and yields its results as
they finish. Pool workers import pamport once and convert many roots, so the start-up cost of a ``convert``
process (about 0.7 s: imports, importer discovery, compiling the extraction rules) is paid once per worker, not
once per export.
"""

from __future__ import annotations

import importlib
import logging
import multiprocessing
import uuid
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Protocol

from pamport.batch.roots import Root
from pamport.batch.task import FAILED, BatchJob, RootResult, convert_root, warm_up
from pamport.errors import PamportError

#: Roots handed to the pool ahead of the free workers (bounded, so 10,000 roots are not all queued at once).
_AHEAD = 2


class Executor(Protocol):
    def run(self, roots: list[Root], job: BatchJob) -> Iterator[RootResult]: ...


class InProcess:
    """One root after the other in this process (``--jobs 1``)."""

    def run(self, roots: list[Root], job: BatchJob) -> Iterator[RootResult]:
        warm_up(job)
        for root in roots:
            yield convert_root(root, job)


def _died(root: Root) -> RootResult:
    return RootResult(
        root.label,
        FAILED,
        0.0,
        error="the worker process died while converting this or a concurrent export (killed, or out of memory?); "
        "run again with --resume",
        size=root.size,
    )


class LocalPool:
    """A process pool on this machine; workers are forked where the platform allows (they start warm)."""

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs
        methods = multiprocessing.get_all_start_methods()
        self.context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")

    def _pool(self, job: BatchJob) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(self.jobs, mp_context=self.context, initializer=warm_up, initargs=(job,))

    def run(self, roots: list[Root], job: BatchJob) -> Iterator[RootResult]:
        warm_up(job)  # forked workers inherit what the parent loaded
        queue = list(reversed(roots))
        pool = self._pool(job)
        running: dict[Future[RootResult], Root] = {}
        try:
            while queue or running:
                while queue and len(running) < self.jobs * _AHEAD:
                    root = queue.pop()
                    running[pool.submit(convert_root, root, job)] = root
                done, _ = wait(running, return_when=FIRST_COMPLETED)
                broken = False
                for future in done:
                    root = running.pop(future)
                    try:
                        yield future.result()
                    except BrokenProcessPool:
                        broken = True
                        yield _died(root)
                if broken:
                    for root in running.values():
                        yield _died(root)
                    running.clear()
                    pool.shutdown(wait=False, cancel_futures=True)
                    pool = self._pool(job)
        finally:
            pool.shutdown(wait=True, cancel_futures=True)


class DaskCluster:
    """The same task on a Dask distributed cluster (``--dask ADDRESS``) or a LocalCluster (``--dask local``).

    Workers need pamport installed and the same paths: sources and OUTDIR on a filesystem they all share.
    """

    def __init__(self, address: str, jobs: int, processes: bool = True, connect_timeout: float = 30.0) -> None:
        self.address = address
        self.jobs = jobs
        self.processes = processes
        self.connect_timeout = connect_timeout

    def _client(self, distributed: Any) -> tuple[Any, Any]:
        if self.address == "local":
            import dask

            # The statistical profiler samples the task thread every few ms: a cost on GIL-bound tasks.
            dask.config.set({"distributed.worker.profile.enabled": False})
            cluster = distributed.LocalCluster(
                n_workers=self.jobs,
                threads_per_worker=1,
                processes=self.processes,
                dashboard_address=":0",  # a free port: never clash with a cluster already running here
                silence_logs=logging.ERROR,
            )
            return distributed.Client(cluster), cluster
        try:
            return distributed.Client(self.address, timeout=f"{self.connect_timeout}s"), None
        except (OSError, TimeoutError) as exc:
            raise PamportError(f"{self.address}: cannot reach the Dask scheduler ({exc})") from exc

    def run(self, roots: list[Root], job: BatchJob) -> Iterator[RootResult]:
        try:
            distributed: Any = importlib.import_module("distributed")  # the optional extra, untyped
        except ImportError as exc:
            raise PamportError("--dask needs the dask extra: python -m pip install 'pamport[dask]'") from exc
        client, cluster = self._client(distributed)
        run = uuid.uuid4().hex[:8]  # task keys unique to this run on a long-lived scheduler
        try:
            client.run(warm_up, job)
            futures = {
                client.submit(convert_root, root, job, key=f"pamport-{run}-{root.root_id}", pure=False): root
                for root in roots
            }
            for future in distributed.as_completed(futures):
                root = futures[future]
                try:
                    yield future.result()
                except Exception as exc:  # a worker lost, or the task could not run there
                    yield RootResult(root.label, FAILED, 0.0, error=f"dask: {type(exc).__name__}: {exc}")
        finally:
            client.close()
            if cluster is not None:
                cluster.close()


def executor_for(jobs: int, dask: str | None) -> Executor:
    if dask:
        return DaskCluster(dask, jobs)
    return InProcess() if jobs <= 1 else LocalPool(jobs)
