import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '@client/components/ui/card';

export default function NotFoundPage() {
  return (
    <div className="flex min-h-dvh w-full items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 text-red-500" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-slate-600">Did you forget to add the page to the router?</p>
          <Link
            href="/dashboard"
            className="mt-4 inline-block text-sm font-semibold text-brand-700 underline"
          >
            Go to the dashboard
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
