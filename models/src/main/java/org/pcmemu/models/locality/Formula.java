package org.pcmemu.models.locality;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * A real function of named variables written by a user: a latency function of k such as
 * {@code sqrt(k)}, {@code 1+log2(k)} or {@code 2*k^0.25} ({@code --latency}), a bound in a
 * machine's parameters such as {@code P*(L+2*o)} ({@code --bound}). Parsed once by recursive
 * descent into a tree of closures (no script engine).
 *
 * <pre>
 *   expr    := term   (('+' | '-') term)*
 *   term    := unary  (('*' | '/') unary)*
 *   unary   := ('-' | '+') unary | power
 *   power   := primary ('^' unary)?                      right-associative: 2^3^2 = 2^9
 *   primary := number | variable | '(' expr ')' | name '(' expr (',' expr)* ')'
 *   names   := sqrt cbrt log log2 ln log10 exp abs floor ceil (one argument), min max pow (two)
 * </pre>
 *
 * {@code log} is log2, as in the papers. Errors name the position (1-based) and what was expected.
 * Immutable once parsed; threadsafe.
 */
public final class Formula {
    private static final List<String> UNARY = List.of("sqrt", "cbrt", "log", "log2", "ln", "log10", "exp", "abs",
            "floor", "ceil");
    private static final List<String> BINARY = List.of("min", "max", "pow");
    /** The longest expression accepted, in characters. */
    static final int MAX_LENGTH = 1000;
    /** The deepest nesting accepted (parentheses, signs, powers, arguments): the parser and the parsed function recurse that deep. */
    static final int MAX_DEPTH = 100;

    private final String text;
    private final String kind;
    private final List<String> variables;
    private final Fn function;
    private int pos;
    private int depth;

    /* A parsed node: its value at the variables' values, in the order of the variables' names. */
    @FunctionalInterface
    private interface Fn {
        double at(double[] v);
    }

    private Formula(String text, String kind, List<String> variables) {
        this.text = text;
        this.kind = kind;
        this.variables = List.copyOf(variables);
        this.function = parse();
    }

    /**
     * Parses a formula.
     *
     * @param text       the formula, e.g. {@code P*(L+2*o)}
     * @param kind       what it is, for error messages: "latency expression", "bound"
     * @param variables  the names it may use, e.g. {@code [P, L, o, g]}; case matters
     * @return the parsed formula
     * @throws InvalidParameterException saying what is wrong where (1-based position)
     */
    public static Formula parse(String text, String kind, List<String> variables) {
        if (text == null || text.isBlank()) {
            throw new InvalidParameterException("empty " + kind + ": write a function of "
                    + String.join(", ", variables) + (variables.equals(List.of("k")) ? " such as sqrt(k)" : ""));
        }
        if (text.length() > MAX_LENGTH) {
            throw new InvalidParameterException(kind + " of " + text.length() + " characters, more than the "
                    + MAX_LENGTH + " accepted");
        }
        return new Formula(text, kind, variables);
    }

    /**
     * The formula's text.
     *
     * @return the formula as written
     */
    public String text() {
        return text;
    }

    /**
     * The formula's variables.
     *
     * @return their names, in the order {@link #evaluate} takes their values
     */
    public List<String> variables() {
        return variables;
    }

    /**
     * Its value.
     *
     * @param values  the variables' values, in the order of {@link #variables()}
     * @return the formula's value at them (NaN or infinite where the formula is, e.g. log of 0)
     * @throws IllegalArgumentException if the count of values is not that of the variables
     */
    public double evaluate(double... values) {
        if (values.length != variables.size()) {
            throw new IllegalArgumentException(kind + " '" + text + "' takes " + variables.size() + " values ("
                    + String.join(", ", variables) + "), got " + values.length);
        }
        return function.at(values);
    }

    /**
     * The same formula as a function of its one variable.
     *
     * @return the function
     * @throws IllegalStateException if it has more than one variable
     */
    public DoubleUnaryOperator asFunction() {
        if (variables.size() != 1) {
            throw new IllegalStateException(kind + " '" + text + "' has " + variables.size() + " variables");
        }
        Fn f = function;
        return x -> f.at(new double[] {x});
    }

    private Fn parse() {
        Fn f = expr();
        skipSpaces();
        if (pos < text.length()) {
            throw error("unexpected '" + text.charAt(pos) + "'");
        }
        return f;
    }

    private Fn expr() {
        Fn left = term();
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

    private Fn term() {
        Fn left = unary();
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

    private Fn unary() {
        if (++depth > MAX_DEPTH) {
            throw error("nested more than " + MAX_DEPTH + " deep (parentheses, signs, powers)");
        }
        try {
            if (eat('-')) {
                Fn operand = unary();
                return v -> -operand.at(v);
            }
            if (eat('+')) {
                return unary();
            }
            return power();
        } finally {
            depth--;
        }
    }

    private Fn power() {
        Fn base = primary();
        if (eat('^')) {
            return combine(base, unary(), Math::pow);
        }
        return base;
    }

    private Fn primary() {
        skipSpaces();
        if (pos >= text.length()) {
            throw error("expected a number, " + variableList() + ", a function or '(' but the expression ends");
        }
        char c = text.charAt(pos);
        if (c == '(') {
            pos++;
            Fn inner = expr();
            expect(')');
            return inner;
        }
        if (isAsciiDigit(c) || c == '.') {
            double value = number();
            return v -> value;
        }
        if (Character.isLetter(c)) {
            int at = pos;
            String name = identifier();
            int index = variables.indexOf(name);
            return index >= 0 ? v -> v[index] : call(name, at);
        }
        throw error("expected a number, " + variableList() + ", a function or '(' but found '" + c + "'");
    }

    private Fn call(String name, int at) {
        boolean unary = UNARY.contains(name);
        if (!unary && !BINARY.contains(name)) {
            pos = at;
            throw error("unknown name '" + name + "' (" + (variables.size() == 1 ? "the variable is " : "the variables are ")
                    + variableList() + "; functions: "
                    + String.join(", ", UNARY) + ", " + String.join(", ", BINARY) + ")");
        }
        expect('(');
        List<Fn> args = new ArrayList<>(List.of(expr()));
        while (eat(',')) {
            args.add(expr());
        }
        int arity = unary ? 1 : 2;
        if (args.size() != arity) {
            pos = at;
            throw error(name + " takes " + arity + " argument" + (arity == 1 ? "" : "s") + ", got " + args.size());
        }
        expect(')');
        Fn a = args.get(0);
        return unary ? compose(a, function(name)) : combine(a, args.get(1), binary(name));
    }

    private String variableList() {
        return String.join(", ", variables);
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

    private static Fn compose(Fn arg, DoubleUnaryOperator f) {
        return v -> f.applyAsDouble(arg.at(v));
    }

    private static Fn combine(Fn a, Fn b, DoubleBinaryOperator op) {
        return v -> op.applyAsDouble(a.at(v), b.at(v));
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
        return new InvalidParameterException(kind + " '" + text + "': " + what + " at position "
                + (pos + 1));
    }

    private static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
