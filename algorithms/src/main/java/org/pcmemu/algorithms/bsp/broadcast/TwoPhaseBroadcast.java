package org.pcmemu.algorithms.bsp.broadcast;

import java.util.Arrays;
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.StepMessage;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProcessor;
import org.pcmemu.models.bsp.BspProgram;

/**
 * Algorithm 4 of the notes ("Two-phase broadcasting"): split the n words into p pieces;
 * processor 0 sends piece i to processor i; then every processor i sends its piece to the p-1
 * others. Pieces differ by at most one word, the longer ones first (q = n mod p, f = floor(n/p)):
 *
 * <pre>
 *   word  0                                                               n
 *         |<- f+1 ->|<- f+1 ->| ... |<- f+1 ->|<-  f  ->| ... |<-  f  ->|
 *          piece 0   piece 1         piece q-1  piece q         piece p-1
 *
 *   superstep 0:  0 --piece i--> i            (i >= 1, piece i not empty)
 *   superstep 1:  i --piece i--> j            (all j != i, piece i not empty)
 * </pre>
 *
 * If n &lt; p the last p-n pieces are empty and nobody sends them.
 */
public record TwoPhaseBroadcast() implements BspBroadcast {

    @Override
    public String label() {
        return "two-phase";
    }

    @Override
    public Bound bound(Bsp model, int n) {
        return new Bound(BspBroadcastCosts.twoPhase(model, n), Claim.EQUALS,
                "bsp-broadcasting-notes, Two-phase broadcasting (Algorithm 4): c(n - ceil(n/p)) + c((p-1) ceil(n/p))");
    }

    /** (pieces - 1) in superstep 0, pieces * (p - 1) in superstep 1; pieces = min(n, p) are not empty. */
    @Override
    public long expectedMessages(int p, int n) {
        long pieces = Math.min(n, p);
        return pieces - 1 + pieces * (p - 1);
    }

    /** First word of piece i of an n-word message cut into p pieces (i = p gives n). */
    static int start(int i, int n, int p) {
        return i * (n / p) + Math.min(i, n % p);
    }

    @Override
    public BspProgram program(long[] message, long[][] held) {
        int n = message.length;
        return bsp -> {
            int me = bsp.id();
            int p = bsp.processors();
            if (p == 1) {
                held[me] = message.clone(); // nothing to send: no superstep (see BspBroadcastCosts)
                return;
            }
            long[] piece = null;
            if (me == 0) {
                for (int i = 1; i < p; i++) {
                    long[] words = Arrays.copyOfRange(message, start(i, n, p), start(i + 1, n, p));
                    if (words.length > 0) {
                        bsp.send(i, words, words.length);
                    }
                }
                piece = Arrays.copyOfRange(message, 0, start(1, n, p));
            }
            bsp.sync();
            long[] whole = new long[n];
            if (me != 0) {
                piece = pieceFromZero(bsp);
            }
            place(bsp, me, piece, whole);
            if (piece.length > 0) {
                for (int j = 0; j < p; j++) {
                    if (j != me) {
                        bsp.send(j, piece, piece.length);
                    }
                }
            }
            bsp.sync();
            for (StepMessage m : bsp.messages()) {
                place(bsp, m.from(), (long[]) m.payload(), whole);
            }
            held[me] = whole;
        };
    }

    /* My piece, from processor 0 in superstep 0 (none if it is empty); a private copy. */
    private static long[] pieceFromZero(BspProcessor bsp) {
        long[] piece = new long[0];
        for (StepMessage m : bsp.messages()) {
            if (m.from() != 0 || piece.length > 0) {
                throw new IllegalStateException("processor " + bsp.id() + " got an unexpected piece from "
                        + m.from() + " in superstep " + bsp.superstep());
            }
            piece = ((long[]) m.payload()).clone();
        }
        return piece;
    }

    /* Copies piece `index` into its place in `whole`; a wrong index or length is an error. */
    private static void place(BspProcessor bsp, int index, long[] piece, long[] whole) {
        int n = whole.length;
        int p = bsp.processors();
        if (index < 0 || piece.length != start(index + 1, n, p) - start(index, n, p)) {
            throw new IllegalStateException("processor " + bsp.id() + " in superstep " + bsp.superstep()
                    + " got a piece of " + piece.length + " words that is not piece " + index);
        }
        System.arraycopy(piece, 0, whole, start(index, n, p), piece.length);
    }
}
