// Bad program (LogP): calls System.exit(3) in run, which would end pcmemu itself.
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

public final class CallsSystemExit implements LogPProgram {

    @Override
    public void run(LogPProcessor p) {
        p.compute(1);
        System.exit(3);
    }
}
