# 练习（src/study/play/exercise.rs，`play --exercise`，学习台的练习页）

exercise-for-example = { $count ->
    [1] 唯一的必胜走法：{ $first }
   *[other] 一种必胜走法：{ $first }（共{ $count }种）
}
exercise-named = { $name }（{ $detail }）
exercise-no-components = 什么都没剩下
exercise-hint-values = 提示一，各部分的SG值：{ $values }
exercise-hint-rule-win = 提示二，判定规则：{ $rule }；先手必胜，所以有必胜走法
exercise-hint-rule-loss = 提示二，判定规则：{ $rule }；先手必败，所以没有必胜走法
exercise-hint-change = 提示三，该动的部分：{ $component }，把SG值从{ $before }变成{ $after }
exercise-hint-change-none = 提示三：没有可动的部分；每一步都会给对手留下必胜的局面
exercise-hint-special = 提示三，必胜走法所依的规则：{ $rule }
exercise-hints-all = （提示到此为止）
exercise-none-right = 确实没有必胜走法：{ $rule }；每一步都会给对手留下必胜的局面
exercise-none-wrong = 其实有必胜走法：{ $rule }；{ $first }
exercise-no-move-left = 这里已经无路可走：请输入 `none`（没有）
exercise-illegal = 不合法的走法：{ $why }。这次不计分，请再答一次
exercise-parse-unknown = 不认识的词 `{ $word }`：走法的写法是 { $help }；没有必胜走法时，答 `none`（没有）
exercise-parse-not-a-move = 这不是走法：走法的写法是 { $help }；没有必胜走法时，答 `none`（没有）
exercise-move-right = `{ $words }` 是必胜走法：走完后{ $left }，先手（对手）必败
exercise-move-wrong = `{ $words }` 不能取胜：走完后{ $left }，先手（对手）必胜；{ $first }
exercise-move-wrong-lost = `{ $words }` 不能取胜，这里也没有必胜走法：{ $rule }；走完后{ $left }，先手（对手）必胜
exercise-no-problem = { $problem } 没有练习
exercise-unknown-option = --exercise 没有选项 { $option }（可用的选项：--seed N，--count K）
exercise-extra = 题目后面多了 { $word }（写法：play --exercise 题目 [--seed N] [--count K]）
exercise-name-a-problem = 请指定题目：play --exercise 题目 [--seed N] [--count K]；题目可以是 { $problems }
exercise-unknown-problem = { $error }（有练习的题目：{ $problems }）
exercise-banner = { $problem } 的练习（种子 { $seed }；`--seed { $seed }` 可以重做同一组）：共{ $count }个局面，从小到评测的规模。输入一步必胜走法；没有必胜走法就输入 `none`（没有）。`hint`（提示）逐级给出提示：先是SG值，再是判定规则，最后是该动的部分；`help`（帮助）说明走法的写法；`quit`（退出）结束练习。
exercise-head = 第{ $k }题，共{ $count }题
exercise-prompt = 你的答案>
exercise-help = 走法的写法：{ $help }；没有必胜走法就输入 `none`（没有）；`hint`（提示）给出下一级提示，`quit`（退出）结束练习
exercise-right = 答对了
exercise-right-hints = 答对了，用了{ $hints }次提示
exercise-wrong = 答错了
exercise-score = 得分：一次答对{ $first }题，借助提示答对{ $hints }题，答错{ $wrong }题，共{ $count }题

# 学习台的练习页（src/study/web/exercise.rs）
exercise-desk-link = 练习：找出必胜走法，局面从小到评测的规模
exercise-desk-title = 练习
exercise-desk-intro = 每个局面都要你找出一步必胜走法；没有必胜走法就答 `none`（没有）。走法可以输入，也可以在图上点选。提示按钮逐级给出提示：先是SG值，再是合成它们的规则，最后是该动的部分。做到哪里、得了几分，都保存在这个浏览器里。
exercise-desk-answer = 你的答案
exercise-desk-send = 作答
exercise-desk-none = 没有必胜走法
exercise-desk-hint = 提示
exercise-desk-next = 下一题
exercise-desk-score = 得分
exercise-desk-done = 这一组做完了。
exercise-desk-seed = 种子
exercise-desk-count = 题数
exercise-desk-reset = 清零得分，从头做这一组
exercise-desk-reset-help = 种子相同，局面就相同，在这里和在终端里都一样：{ $command }。
exercise-desk-bad-field = `{ $name }` 必须是 { $lo } 到 { $hi } 之间的整数
exercise-desk-bad-answer = `answer` 必须是不超过 { $most } 个字符的文本
