// Bad program (LogP, P >= 18): processor 17 throws IllegalStateException from check(), at line 21 of this file, at model time 5; the others compute and end.
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

public final class ThrowsInProcessor17 implements LogPProgram {

    @Override
    public void run(LogPProcessor p) {
        p.compute(5);
        check(p.id());
        p.compute(1);
    }

    /* Fails for processor 17 only. */
    private static void check(int id) {
        if (id != 17) {
            return;
        }
        int[] parts = {1, 2, 3};
        int sum = parts[0] + parts[1] + parts[2];
        throw new IllegalStateException("processor 17 found the sum " + sum);
    }
}
