"""Builds the optional compiled readers with Cython; everything else is in pyproject.toml.

- ``auditgraph.ingest._linkbase_events_c``: ``ingest/linkbase_events.py`` compiled, with the types of its .pxd.
- ``auditgraph.ingest._instance_facts``: ``ingest/_instance_facts.pyx``, an instance's facts read from lxml's C tree
  (built against the lxml headers of the build; the Python fallback is ``instance._collect_facts``).

When Cython, lxml's headers or a C compiler are missing, or a build fails, the package installs without that module
and runs the Python code instead (the same results, slower)."""

from setuptools import setup
from setuptools.command.build_ext import build_ext


class OptionalBuildExt(build_ext):
    """A failed compile is reported and skipped, never fatal: the Python code is the fallback."""

    def run(self):
        try:
            super().run()
        except Exception as exc:  # noqa: BLE001 - any compiler or toolchain failure
            print(f"auditgraph: compiled readers not built ({exc}); the Python code is used")

    def build_extension(self, ext):
        try:
            super().build_extension(ext)
        except Exception as exc:  # noqa: BLE001
            print(f"auditgraph: {ext.name} not built ({exc}); the Python code is used instead")


def _extensions():
    try:
        from Cython.Build import cythonize
    except ImportError:
        print("auditgraph: Cython is not installed; the Python readers are used")
        return []
    import shutil
    from pathlib import Path

    from setuptools import Extension

    # Cython reads a module's types from the .pxd of the module's own name, found by its package path
    # (auditgraph/ingest/...), which this repository's layout (auditgraph.ingest in ingest/) does not have:
    # the source and its .pxd are staged under that path and the name of the compiled module.
    stage = Path("build/cython/auditgraph/ingest")
    stage.mkdir(parents=True, exist_ok=True)
    for init in (stage.parent / "__init__.py", stage / "__init__.py"):
        init.touch()
    for suffix in (".py", ".pxd"):
        shutil.copyfile(f"ingest/linkbase_events{suffix}", stage / f"_linkbase_events_c{suffix}")
    extensions = [Extension("auditgraph.ingest._linkbase_events_c", [str(stage / "_linkbase_events_c.py")])]
    try:
        import lxml
    except ImportError:
        print("auditgraph: lxml is not installed in the build; the Python instance reader is used")
    else:
        # reads lxml's trees through its public C API: lxml's own headers and .pxd files
        extensions.append(
            Extension(
                "auditgraph.ingest._instance_facts", ["ingest/_instance_facts.pyx"], include_dirs=lxml.get_include()
            )
        )
    try:
        return cythonize(
            extensions,
            quiet=True,
            build_dir="build/cython",
            compiler_directives={"language_level": 3, "infer_types": True, "annotation_typing": False},
        )
    except Exception as exc:  # noqa: BLE001 - a Cython that cannot translate it: install without it
        print(f"auditgraph: compiled readers not translated ({exc}); the Python code is used")
        return []


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
