# The words every tool shares: lists, the --lang option, arguments and numbers.

# Items in a list: `3, 5 and 9`, `0, 1 or 2`.
list-sep = {", "}
list-and = { $rest } and { $last }
list-or = { $rest } or { $last }

lang-unknown = --lang { $value } is not a language of the suite: --lang en (English) or --lang zh (Chinese)
lang-missing = --lang needs a value: en (English) or zh (Chinese)

# cli::text_args, cli::parse_number
arg-not-utf8 = argument { $n } is not valid UTF-8 text: { $arg }
number-not-whole = { $what } { $shown } is not a whole number
number-too-small = { $what } { $value } is too small (at least { $least })
number-too-large = { $what } { $shown } is too large{ $context } (at most { $most })
option-needs-value = { $option } needs a value

# cli::parse_seconds
seconds-not-a-number = { $what } { $shown } is not a number of seconds (like 2 or 0.5)
seconds-too-fine = { $what } { $shown } is finer than a millisecond (at most three decimals)
seconds-too-large = { $what } { $shown } is too large (at most { $most } seconds)
seconds-too-small = { $what } { $shown } is too small (at least 0.001 seconds)
