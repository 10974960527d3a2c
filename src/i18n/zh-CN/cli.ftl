# 各工具共用的词：列表、--lang 选项、参数与数。

# 列表：`3、5和9`，`0、1或2`。
list-sep = 、
list-and = { $rest }和{ $last }
list-or = { $rest }或{ $last }

lang-unknown = --lang { $value } 不是本套件的语言：--lang en（英文）或 --lang zh（中文）
lang-missing = --lang 需要一个值：en（英文）或 zh（中文）

# cli::text_args, cli::parse_number
arg-not-utf8 = 第{ $n }个参数不是有效的 UTF-8 文本：{ $arg }
number-not-whole = { $what } { $shown } 不是整数
number-too-small = { $what } { $value } 太小（至少为{ $least }）
number-too-large = { $what } { $shown } 太大{ $context }（至多为{ $most }）
option-needs-value = { $option } 需要一个值

# cli::parse_seconds
seconds-not-a-number = { $what } { $shown } 不是秒数（应写成 2 或 0.5 这样）
seconds-too-fine = { $what } { $shown } 精确到了毫秒以下（至多三位小数）
seconds-too-large = { $what } { $shown } 太大（至多{ $most }秒）
seconds-too-small = { $what } { $shown } 太小（至少0.001秒）
