import Observing
