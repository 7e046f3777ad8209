package org.pcmemu.models.locality;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * A real function of k written by the user, e.g. {@code sqrt(k)}, {@code 1+log2(k)} or
 * {@code 2*k^0.25}, parsed once by recursive descent into a tree of closures (no script engine).
 *
 * <pre>
 *   expr    := term   (('+' | '-') term)*
 *   term    := unary  (('*' | '/') unary)*
 *   unary   := ('-' | '+') unary | power
 *   power   := primary ('^' unary)?                      right-associative: 2^3^2 = 2^9
 *   primary := number | 'k' | '(' expr ')' | name '(' expr (',' expr)* ')'
 *   names   := sqrt cbrt log log2 ln log10 exp abs floor ceil (one argument), min max pow (two)
 * </pre>
 *
 * {@code log} is log2, as in the papers. Errors name the position (1-based) and what was expected.
 * Immutable once parsed; the returned function is threadsafe.
 */
final class LatencyExpression {
    private static final List<String> UNARY = List.of("sqrt", "cbrt", "log", "log2", "ln", "log10", "exp", "abs",
            "floor", "ceil");
    private static final List<String> BINARY = List.of("min", "max", "pow");
    /** The longest expression accepted, in characters. */
    static final int MAX_LENGTH = 1000;
    /** The deepest nesting accepted (parentheses, signs, powers, arguments): the parser and the parsed function recurse that deep. */
    static final int MAX_DEPTH = 100;

    private final String text;
    private int pos;
    private int depth;

    private LatencyExpression(String text) {
        this.text = text;
    }

    /** Parses {@code text} into a function of k; an {@link InvalidParameterException} says what is wrong where. */
    static DoubleUnaryOperator parse(String text) {
        if (text == null || text.isBlank()) {
            throw new InvalidParameterException("empty latency expression: write a function of k such as sqrt(k)");
        }
        if (text.length() > MAX_LENGTH) {
            throw new InvalidParameterException("latency expression of " + text.length() + " characters, more than the "
                    + MAX_LENGTH + " accepted");
        }
        LatencyExpression parser = new LatencyExpression(text);
        DoubleUnaryOperator f = parser.expr();
        parser.skipSpaces();
        if (parser.pos < text.length()) {
            throw parser.error("unexpected '" + text.charAt(parser.pos) + "'");
        }
        return f;
    }

    private DoubleUnaryOperator expr() {
        DoubleUnaryOperator left = term();
        while (true) {
            if (eat('+')) {
                left = combine(left, term(), Double::sum);
            } else if (eat('-')) {
                left = combine(left, term(), (a, b) -> a - b);
            } else {
                return left;
            }
        }
    }

    private DoubleUnaryOperator term() {
        DoubleUnaryOperator left = unary();
        while (true) {
            if (eat('*')) {
                left = combine(left, unary(), (a, b) -> a * b);
            } else if (eat('/')) {
                left = combine(left, unary(), (a, b) -> a / b);
            } else {
                return left;
            }
        }
    }

    private DoubleUnaryOperator unary() {
        if (++depth > MAX_DEPTH) {
            throw error("nested more than " + MAX_DEPTH + " deep (parentheses, signs, powers)");
        }
        try {
            if (eat('-')) {
                DoubleUnaryOperator operand = unary();
                return k -> -operand.applyAsDouble(k);
            }
            if (eat('+')) {
                return unary();
            }
            return power();
        } finally {
            depth--;
        }
    }

    private DoubleUnaryOperator power() {
        DoubleUnaryOperator base = primary();
        if (eat('^')) {
            return combine(base, unary(), Math::pow);
        }
        return base;
    }

    private DoubleUnaryOperator primary() {
        skipSpaces();
        if (pos >= text.length()) {
            throw error("expected a number, k, a function or '(' but the expression ends");
        }
        char c = text.charAt(pos);
        if (c == '(') {
            pos++;
            DoubleUnaryOperator inner = expr();
            expect(')');
            return inner;
        }
        if (isAsciiDigit(c) || c == '.') {
            double value = number();
            return k -> value;
        }
        if (Character.isLetter(c)) {
            int at = pos;
            String name = identifier();
            return name.equals("k") ? k -> k : call(name, at);
        }
        throw error("expected a number, k, a function or '(' but found '" + c + "'");
    }

    private DoubleUnaryOperator call(String name, int at) {
        boolean unary = UNARY.contains(name);
        if (!unary && !BINARY.contains(name)) {
            pos = at;
            throw error("unknown name '" + name + "' (the variable is k; functions: "
                    + String.join(", ", UNARY) + ", " + String.join(", ", BINARY) + ")");
        }
        expect('(');
        List<DoubleUnaryOperator> args = new ArrayList<>(List.of(expr()));
        while (eat(',')) {
            args.add(expr());
        }
        int arity = unary ? 1 : 2;
        if (args.size() != arity) {
            pos = at;
            throw error(name + " takes " + arity + " argument" + (arity == 1 ? "" : "s") + ", got " + args.size());
        }
        expect(')');
        DoubleUnaryOperator a = args.get(0);
        return unary ? compose(a, function(name)) : combine(a, args.get(1), binary(name));
    }

    private static DoubleUnaryOperator function(String name) {
        return switch (name) {
            case "sqrt" -> Math::sqrt;
            case "cbrt" -> Math::cbrt;
            case "log", "log2" -> RealMath::log2;
            case "ln" -> Math::log;
            case "log10" -> Math::log10;
            case "exp" -> Math::exp;
            case "abs" -> Math::abs;
            case "floor" -> Math::floor;
            case "ceil" -> Math::ceil;
            default -> throw new IllegalStateException(name);
        };
    }

    private static DoubleBinaryOperator binary(String name) {
        return switch (name) {
            case "min" -> Math::min;
            case "max" -> Math::max;
            case "pow" -> Math::pow;
            default -> throw new IllegalStateException(name);
        };
    }

    private static DoubleUnaryOperator compose(DoubleUnaryOperator arg, DoubleUnaryOperator f) {
        return k -> f.applyAsDouble(arg.applyAsDouble(k));
    }

    private static DoubleUnaryOperator combine(DoubleUnaryOperator a, DoubleUnaryOperator b, DoubleBinaryOperator op) {
        return k -> op.applyAsDouble(a.applyAsDouble(k), b.applyAsDouble(k));
    }

    /* digits [. digits] [(e|E) [+|-] digits], or . digits ... */
    private double number() {
        int start = pos;
        digits();
        if (pos < text.length() && text.charAt(pos) == '.') {
            pos++;
            digits();
        }
        if (pos < text.length() && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
            int mark = pos++;
            if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
                pos++;
            }
            if (pos >= text.length() || !isAsciiDigit(text.charAt(pos))) {
                pos = mark; // not an exponent: let the caller report what follows
            } else {
                digits();
            }
        }
        String token = text.substring(start, pos);
        try {
            return Double.parseDouble(token);
        } catch (NumberFormatException e) {
            pos = start;
            throw error("'" + token + "' is not a number");
        }
    }

    private void digits() {
        while (pos < text.length() && isAsciiDigit(text.charAt(pos))) {
            pos++;
        }
    }

    private String identifier() {
        int start = pos;
        while (pos < text.length() && Character.isLetterOrDigit(text.charAt(pos))) {
            pos++;
        }
        return text.substring(start, pos);
    }

    private boolean eat(char c) {
        skipSpaces();
        if (pos < text.length() && text.charAt(pos) == c) {
            pos++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!eat(c)) {
            throw error(pos < text.length() ? "expected '" + c + "' but found '" + text.charAt(pos) + "'"
                    : "expected '" + c + "' but the expression ends");
        }
    }

    private void skipSpaces() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private InvalidParameterException error(String what) {
        return new InvalidParameterException("latency expression '" + text + "': " + what + " at position "
                + (pos + 1));
    }

    private static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
