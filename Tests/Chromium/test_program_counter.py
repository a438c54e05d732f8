"""The counter in the program style (web/counter/program.html): the flows of test_counter.py, unchanged,
on the page whose model is a program with commands and an update. Both pages must behave alike, so
the flows are the same functions, run on this page."""

import test_counter
from counter_page import on_program_page

test_program_counter_steps = on_program_page(test_counter.test_counter_steps)
test_program_counter_number_field = on_program_page(test_counter.test_counter_number_field)
test_program_counter_note = on_program_page(test_counter.test_counter_note)
test_program_counter_focus = on_program_page(test_counter.test_counter_focus)
test_program_counter_fact = on_program_page(test_counter.test_counter_fact)
test_program_counter_slow_and_failing_fact = on_program_page(test_counter.test_counter_slow_and_failing_fact)
