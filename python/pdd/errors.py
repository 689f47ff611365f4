"""The one exception this package raises for logs it cannot read."""


class LogError(Exception):
    """A log that is missing, damaged, not pdd's, or a journal that could not be recovered.

    The message is one line: the file, what is wrong, and what to do.
    """
