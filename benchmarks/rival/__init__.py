"""A sparring partner from outside the levels' family (issue 24): ``probabilistic``."""
