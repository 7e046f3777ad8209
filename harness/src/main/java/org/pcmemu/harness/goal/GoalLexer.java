package org.pcmemu.harness.goal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * The tokens of a GOAL text, read from a stream in blocks of 64 KiB: words ([A-Za-z][A-Za-z0-9_]*),
 * whole numbers (a leading '-' allowed, for -1), ':', '{', '}', the end of a line and the end of
 * the file. Blanks, tabs, carriage returns and comments ({@code // ...} to the end of the line,
 * {@code /* ... *}{@code /} across lines) separate tokens. Each token knows where it starts (line,
 * column; a column counts characters, so a UTF-8 sequence is one).
 *
 * <p>Note: this class is not threadsafe.
 */
final class GoalLexer {
    static final int EOF = 0;
    static final int NEWLINE = 1;
    static final int WORD = 2;
    static final int NUMBER = 3;
    static final int COLON = 4;
    static final int OPEN = 5;
    static final int CLOSE = 6;
    static final int OTHER = 7;

    /* The words GOAL gives a meaning, by the number word() classifies them with (0: another word). */
    private static final String[] KEYWORDS = {"", "num_ranks", "rank", "send", "recv", "calc", "requires", "irequires",
        "b", "to", "from", "tag", "cpu", "nic"};
    static final int NUM_RANKS = 1;
    static final int RANK = 2;
    static final int SEND = 3;
    static final int RECV = 4;
    static final int CALC = 5;
    static final int REQUIRES = 6;
    static final int IREQUIRES = 7;
    static final int BYTES = 8;
    static final int TO = 9;
    static final int FROM = 10;
    static final int TAG = 11;
    static final int CPU = 12;
    static final int NIC = 13;
    private static final byte[][] KEYWORD_BYTES = new byte[KEYWORDS.length][];

    /* The bytes a word continues with: letters, digits, '_'. */
    private static final boolean[] WORD_PART = new boolean[128];

    static {
        for (int c = 0; c < 128; c++) {
            WORD_PART[c] = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
        }
        for (int i = 0; i < KEYWORDS.length; i++) {
            KEYWORD_BYTES[i] = KEYWORDS[i].getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        }
    }

    /* The largest number a schedule may write: 2^62 (a model time, docs/architecture.md "Limits"). */
    static final long MOST = 1L << 62;

    private final InputStream in;
    private final String file;
    private final byte[] buffer = new byte[1 << 16];
    private int position;
    private int limit;
    private boolean ended;
    private int line = 1;
    private int column = 1;

    /* The current token. */
    int type;
    int tokenLine;
    int tokenColumn;
    byte[] text = new byte[64];
    int length;
    int keyword;
    long number;
    boolean negative;
    int other;
    private boolean pushedBack;

    GoalLexer(InputStream in, String file) {
        this.in = in;
        this.file = file;
    }

    /** Reads the next token (or gives the current one again after {@link #pushBack()}). */
    int next() {
        if (pushedBack) {
            pushedBack = false;
            return type;
        }
        int c = skipBlanks();
        tokenLine = line;
        tokenColumn = column;
        if (c < 0) {
            return type = EOF;
        }
        if (c == '\n') {
            take();
            return type = NEWLINE;
        }
        if (isLetter(c)) {
            word();
            return type = WORD;
        }
        if (c >= '0' && c <= '9' || c == '-') {
            number();
            return type = NUMBER;
        }
        take();
        return type = switch (c) {
            case ':' -> COLON;
            case '{' -> OPEN;
            case '}' -> CLOSE;
            default -> {
                other = c;
                yield OTHER;
            }
        };
    }

    /** Makes the next {@link #next()} give the current token again. */
    void pushBack() {
        pushedBack = true;
    }

    /** Whether the current token is the keyword {@code k} ({@link #SEND}, ...). */
    boolean is(int k) {
        return type == WORD && keyword == k;
    }

    /** The current token's text as the error messages quote it. */
    String shown() {
        return switch (type) {
            case EOF -> "the end of the file";
            case NEWLINE -> "the end of the line";
            case WORD -> "'" + new String(text, 0, length, java.nio.charset.StandardCharsets.US_ASCII) + "'";
            case NUMBER -> "'" + (negative ? "-" : "") + number + "'";
            case COLON -> "':'";
            case OPEN -> "'{'";
            case CLOSE -> "'}'";
            default -> other >= 0x20 && other < 0x7f ? "'" + (char) other + "'"
                    : other >= 0x80 ? "a character that is not ASCII" : String.format("the byte 0x%02x", other);
        };
    }

    /** An error at the current token. */
    GoalSyntaxException error(String what) {
        return new GoalSyntaxException(file, tokenLine, tokenColumn, what);
    }

    /** An error at a position. */
    GoalSyntaxException error(int atLine, int atColumn, String what) {
        return new GoalSyntaxException(file, atLine, atColumn, what);
    }

    /* A word: letters, digits, '_'; ASCII, so a column each. */
    private void word() {
        int n = 0;
        while (true) {
            int end = position;
            byte[] b = buffer;
            while (end < limit && b[end] >= 0 && WORD_PART[b[end]]) {
                end++;
            }
            int count = end - position;
            if (n + count > text.length) {
                text = Arrays.copyOf(text, Math.max(text.length * 2, n + count));
            }
            System.arraycopy(b, position, text, n, count);
            n += count;
            position = end;
            if (end < limit || !fill()) { // the word ends here, or the file does
                break;
            }
        }
        column += n;
        length = n;
        keyword = classify();
    }

    /* The keyword the word is, or 0: by its length, then its bytes. */
    private int classify() {
        return switch (length) {
            case 1 -> text[0] == 'b' ? BYTES : 0;
            case 2 -> same(TO) ? TO : 0;
            case 3 -> same(TAG) ? TAG : same(CPU) ? CPU : same(NIC) ? NIC : 0;
            case 4 -> same(RANK) ? RANK : same(SEND) ? SEND : same(RECV) ? RECV : same(CALC) ? CALC
                    : same(FROM) ? FROM : 0;
            case 8 -> same(REQUIRES) ? REQUIRES : 0;
            case 9 -> same(IREQUIRES) ? IREQUIRES : same(NUM_RANKS) ? NUM_RANKS : 0;
            default -> 0;
        };
    }

    /* Whether the word is keyword k, whose length it has. */
    private boolean same(int k) {
        byte[] w = KEYWORD_BYTES[k];
        for (int i = 0; i < w.length; i++) {
            if (text[i] != w[i]) {
                return false;
            }
        }
        return true;
    }

    private void number() {
        negative = false;
        if (peek() == '-') {
            take();
            negative = true;
            int c = peek();
            if (c < '0' || c > '9') {
                throw error("expected a number after '-', found " + (c < 0 ? "the end of the file"
                        : c == '\n' ? "the end of the line" : "'" + (char) c + "'"));
            }
        }
        long n = 0;
        int digits = 0;
        while (true) {
            if (position == limit && !fill()) {
                break;
            }
            int c = buffer[position];
            if (c < '0' || c > '9') {
                break;
            }
            n = n * 10 + (c - '0');
            if (n > MOST) {
                column += digits;
                throw error("the number is too large: a GOAL number is at most 2^62");
            }
            digits++;
            position++;
        }
        column += digits;
        number = n;
    }

    /* Skips blanks and comments; returns the next byte (not consumed), or -1 at the end. */
    private int skipBlanks() {
        while (true) {
            if (position == limit && !fill()) {
                return -1;
            }
            int c = buffer[position] & 0xff;
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
                position++;
                column++;
            } else if (c == '/') {
                int atLine = line;
                int atColumn = column;
                take();
                int d = peek();
                if (d == '/') {
                    while (peek() >= 0 && peek() != '\n') {
                        take();
                    }
                } else if (d == '*') {
                    take();
                    blockComment(atLine, atColumn);
                } else {
                    throw error(atLine, atColumn, "'/' that starts no comment (// or /*)");
                }
            } else {
                return c;
            }
        }
    }

    private void blockComment(int atLine, int atColumn) {
        boolean star = false;
        while (true) {
            int c = peek();
            if (c < 0) {
                throw error(atLine, atColumn, "the comment opened here is not closed with */");
            }
            take();
            if (star && c == '/') {
                return;
            }
            star = c == '*';
        }
    }

    private static boolean isLetter(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    /* The next byte, or -1 at the end. */
    private int peek() {
        if (position == limit && !fill()) {
            return -1;
        }
        return buffer[position] & 0xff;
    }

    /* Consumes the byte peek() saw, moving the line and column. */
    private void take() {
        int c = buffer[position++] & 0xff;
        if (c == '\n') {
            line++;
            column = 1;
        } else if ((c & 0xc0) != 0x80) { // not a UTF-8 continuation byte
            column++;
        }
    }

    private boolean fill() {
        if (ended) {
            return false;
        }
        try {
            int n = in.read(buffer, 0, buffer.length); // blocks until a byte is there, or -1 at the end
            if (n <= 0) {
                ended = true;
                return false;
            }
            position = 0;
            limit = n;
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
